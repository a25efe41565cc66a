// GET /api/v1/public/sessions — list register sessions, newest first, with cash and payment totals.
import { listSessionsRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listSessions } from '@/lib/domain/pos/sessions';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listSessionsRoute, async ({ db, businessId, query }) => {
    const { from, to, locationId } = query;
    return listBody(await listSessions(db, businessId, { from, to, locationId }, pageRequest(query)));
  }),
});
