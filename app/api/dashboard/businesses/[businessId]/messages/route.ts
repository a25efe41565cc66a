// GET /api/dashboard/businesses/:businessId/messages — the business's e-mail outbox, newest first, a page at a
// time, with how many messages are in each state.
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { countMessages, listMessages, MESSAGE_STATUSES } from '@/lib/domain/mail/messages';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, status: z.enum(MESSAGE_STATUSES).optional() });

export const GET = dashboardRoute({ query }, async ({ db, business, query }) => ({
  ...listBody(await listMessages(db, business.id, { status: query.status }, pageRequest(query))),
  counts: await countMessages(db, business.id),
}));
