// GET /api/v1/public/site/block-types — the catalogue of block types and their config schemas.
import { blockTypes } from '@/blocks/catalog';
import { listBlockTypesRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listBlockTypesRoute, async () => ({ data: blockTypes(), hasMore: false, nextCursor: null })),
});
