// GET /api/v1/public/locations — the business's locations; POST — add one.
import { createLocationRoute, listLocationsRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listLocations } from '@/lib/domain/businesses/businesses';
import { createLocation } from '@/lib/domain/businesses/locations';
import { toPage } from '@/lib/domain/shared/paging';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listLocationsRoute, async ({ db, businessId, query }) => {
    const page = pageRequest(query);
    const all = await listLocations(db, businessId);
    // Few rows, listed in their display order: the cursor is the last location shown.
    const start = page.after ? all.findIndex((location) => location.id === page.after) + 1 : 0;
    return listBody(toPage(all.slice(start, start + page.limit + 1), page.limit));
  }),
  POST: publicRoute(createLocationRoute, ({ db, businessId, body }) => createLocation(db, businessId, body)),
});
