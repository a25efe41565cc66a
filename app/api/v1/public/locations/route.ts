// GET /api/v1/public/locations — the business's locations.
import { listLocationsRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listLocations } from '@/lib/domain/businesses/businesses';
import { toPage } from '@/lib/domain/shared/paging';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listLocationsRoute, async ({ db, businessId, query }) => {
    const page = pageRequest(query);
    const all = await listLocations(db, businessId);
    const after = page.after ? all.filter((location) => location.id > page.after!) : all;
    return listBody(toPage(after.slice(0, page.limit + 1), page.limit));
  }),
});
