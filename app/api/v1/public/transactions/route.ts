// GET /api/v1/public/transactions — list sales and refunds, newest first, with lines and payments.
import { listTransactionsRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listTransactions } from '@/lib/domain/pos/transactions';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listTransactionsRoute, async ({ db, businessId, query }) => {
    const { from, to, locationId, sessionId, customerId, channel } = query;
    return listBody(await listTransactions(db, businessId, { from, to, locationId, sessionId, customerId, channel }, pageRequest(query)));
  }),
});
