// POST /api/dashboard/businesses/:businessId/invoices/:invoiceId/send — e-mail a finalized document, its PDF
// attached (through the outbox); answers the document with its sends.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { sendInvoiceBody } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail, sendInvoice } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: sendInvoiceBody }, async ({ db, business, params, body }) => {
  await sendInvoice(db, business.id, params.invoiceId, body);
  return getInvoiceDetail(db, business.id, params.invoiceId);
});
