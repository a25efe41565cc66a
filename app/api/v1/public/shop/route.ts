// GET /api/v1/public/shop — the online shop settings; PATCH — create or update them (upsert, always 200).
import { getShopRoute, upsertShopRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { withSetupIssues } from '@/lib/domain/shop/setup-issues';
import { getShopOrThrow, upsertShop } from '@/lib/domain/shop/shop';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getShopRoute, async ({ db, businessId }) => withSetupIssues(db, businessId, await getShopOrThrow(db, businessId))),
  PATCH: publicRoute(upsertShopRoute, async ({ db, businessId, body }) => withSetupIssues(db, businessId, (await upsertShop(db, businessId, body)).shop)),
});
