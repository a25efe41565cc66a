// POST /api/dashboard/businesses/:businessId/customers/:customerId/card — give the customer a loyalty card
// (409 invalid_state when the business runs no programme); answers the card.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { openLoyaltyCard } from '@/lib/domain/customers/summaries';

export const dynamic = 'force-dynamic';

const params = z.object({ customerId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: z.strictObject({}) }, ({ db, business, params }) => openLoyaltyCard(db, business.id, params.customerId));
