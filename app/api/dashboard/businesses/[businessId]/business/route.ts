// GET /api/dashboard/businesses/:businessId/business — the business details; PATCH — change them (the body of
// PATCH /public/me, through the same domain function).
import { dashboardRoute } from '@/lib/dashboard/route';
import { getBusinessProfile, updateBusinessDetails } from '@/lib/domain/businesses/businesses';
import { updateBusinessBody } from '@/lib/domain/businesses/schemas';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({}, ({ db, business }) => getBusinessProfile(db, business.id));

export const PATCH = dashboardRoute({ body: updateBusinessBody }, ({ db, business, body }) => updateBusinessDetails(db, business.id, body));
