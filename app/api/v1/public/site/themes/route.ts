// GET /api/v1/public/site/themes — the built-in themes with their tokens, source code and pages.
import { listThemesRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { listThemes } from '@/lib/domain/site/themes';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listThemesRoute, async () => ({ data: listThemes(), hasMore: false, nextCursor: null })),
});
