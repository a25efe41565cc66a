// GET /api/v1/public/site/block-types — the catalogue of block types and their config schemas, in the language of
// the request's Accept-Language (fr, nl, en; anything else: the catalogue as it has always been, in English).
import { localizedBlockTypes } from '@/blocks/localized';
import { listBlockTypesRoute } from '@/lib/api/contracts';
import { inRequestLanguage, requestLanguage } from '@/lib/api/request-language';
import { publicRoute, resource } from '@/lib/api/route';

export const { GET, POST, PUT, PATCH, DELETE } = inRequestLanguage(
  'en',
  resource({
    GET: publicRoute(listBlockTypesRoute, async () => ({ data: localizedBlockTypes(requestLanguage()), hasMore: false, nextCursor: null })),
  }),
);
