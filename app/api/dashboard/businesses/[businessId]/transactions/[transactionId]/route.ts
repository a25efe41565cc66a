// GET /api/dashboard/businesses/:businessId/transactions/:transactionId — one sale or refund with its names.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { transactionWithNames } from '@/lib/domain/pos/sales-names';

export const dynamic = 'force-dynamic';

const params = z.object({ transactionId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, ({ db, business, params }) => transactionWithNames(db, business.id, params.transactionId));
