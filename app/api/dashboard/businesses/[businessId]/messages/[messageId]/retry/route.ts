// POST /api/dashboard/businesses/:businessId/messages/:messageId/retry — a failed message is due again now
// (409 conflict for a message that is not failed).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { retryMessage } from '@/lib/domain/mail/messages';

export const dynamic = 'force-dynamic';

const params = z.strictObject({ messageId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, status: 200 }, ({ db, business, params }) => retryMessage(db, business.id, params.messageId, business.role));
