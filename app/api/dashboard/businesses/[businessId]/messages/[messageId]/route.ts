// GET /api/dashboard/businesses/:businessId/messages/:messageId — one message with its text and HTML parts.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { getMessageOrThrow } from '@/lib/domain/mail/messages';

export const dynamic = 'force-dynamic';

const params = z.strictObject({ messageId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, ({ db, business, params }) => getMessageOrThrow(db, business.id, params.messageId, business.role));
