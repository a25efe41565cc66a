// The business's plan (owners only): Basic, or Shop (website, online shop, orders).
import { setBusinessPlan } from '@/lib/domain/businesses/businesses';
import { dashboardRoute } from '@/lib/dashboard/route';
import { planBody } from '@/lib/dashboard/team-schema';

export const dynamic = 'force-dynamic';

/** PATCH {plan} — the business and its sandbox change plan together. */
export const PATCH = dashboardRoute({ body: planBody }, async ({ db, business, body }) => setBusinessPlan(db, business.id, body.plan));
