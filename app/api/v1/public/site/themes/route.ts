// GET /api/v1/public/site/themes — the built-in themes with their tokens, source code and pages, in the language of
// the request's Accept-Language (fr, nl, en; anything else: the themes as they have always been, in French).
import { listThemesRoute } from '@/lib/api/contracts';
import { inRequestLanguage, requestLanguage } from '@/lib/api/request-language';
import { publicRoute, resource } from '@/lib/api/route';
import { listThemes } from '@/lib/domain/site/themes';

export const { GET, POST, PUT, PATCH, DELETE } = inRequestLanguage(
  'fr',
  resource({
    GET: publicRoute(listThemesRoute, async () => ({ data: listThemes(requestLanguage() ?? 'fr'), hasMore: false, nextCursor: null })),
  }),
);
