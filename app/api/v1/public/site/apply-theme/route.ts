// POST /api/v1/public/site/apply-theme — apply a built-in theme to the site.
import { applyThemeRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { applyTheme } from '@/lib/domain/site/apply-theme';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(applyThemeRoute, ({ db, businessId, body }) => applyTheme(db, businessId, body.themeKey)),
});
