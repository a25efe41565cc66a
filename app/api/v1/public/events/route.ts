// GET /api/v1/public/events — the business's events of the last 30 days that the key may read, oldest first.
import { listEventsRoute, readableTypes, requireReadable } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listEvents } from '@/lib/domain/events/events';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listEventsRoute, async ({ db, businessId, auth, query }) => {
    if (query.type) requireReadable(auth, query.type);
    const filters = { types: query.type ?? readableTypes(auth), createdAfter: query.createdAfter ? new Date(query.createdAfter) : undefined };
    return listBody(await listEvents(db, businessId, filters, pageRequest(query)));
  }),
});
