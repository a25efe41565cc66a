// PATCH /api/dashboard/businesses/:businessId/locations/:locationId — change a location or make it primary;
// DELETE — delete it (409 with the reason when something refers to it). Another business's location → 404.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { deleteLocation, updateLocation } from '@/lib/domain/businesses/locations';
import { updateLocationBody } from '@/lib/domain/businesses/schemas';

const params = z.strictObject({ locationId: z.string().min(1).max(64) });

export const PATCH = dashboardRoute({ params, body: updateLocationBody }, ({ db, business, params, body }) =>
  updateLocation(db, business.id, params.locationId, body),
);

export const DELETE = dashboardRoute({ params, status: 204 }, async ({ db, business, params }) => {
  await deleteLocation(db, business.id, params.locationId);
});
