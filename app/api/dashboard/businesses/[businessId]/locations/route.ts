// GET /api/dashboard/businesses/:businessId/locations — the business's locations, in display order; POST — add
// one (the body of POST /public/locations).
import { dashboardRoute } from '@/lib/dashboard/route';
import { listLocations } from '@/lib/domain/businesses/businesses';
import { createLocation } from '@/lib/domain/businesses/locations';
import { createLocationBody } from '@/lib/domain/businesses/schemas';

export const GET = dashboardRoute({}, async ({ db, business }) => ({ data: await listLocations(db, business.id) }));

export const POST = dashboardRoute({ body: createLocationBody, status: 201 }, ({ db, business, body }) => createLocation(db, business.id, body));
