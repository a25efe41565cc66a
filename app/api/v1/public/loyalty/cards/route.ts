// GET /api/v1/public/loyalty/cards — list loyalty cards (optionally one customer's).
import { listLoyaltyCardsRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listLoyaltyCards } from '@/lib/domain/loyalty/cards';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listLoyaltyCardsRoute, async ({ db, businessId, query }) =>
    listBody(await listLoyaltyCards(db, businessId, { customerId: query.customerId }, pageRequest(query))),
  ),
});
