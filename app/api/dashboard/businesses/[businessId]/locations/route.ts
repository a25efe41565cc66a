// GET /api/dashboard/businesses/:businessId/locations — the business's locations, in display order.
import { dashboardRoute } from '@/lib/dashboard/route';
import { listLocations } from '@/lib/domain/businesses/businesses';

export const GET = dashboardRoute({}, async ({ db, business }) => ({ data: await listLocations(db, business.id) }));
