// POST /api/dashboard/businesses/:businessId/invoices/:invoiceId/credit-note — credit a finalized invoice, in full
// (no items) or in part; answers the new credit note.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { createCreditNote } from '@/lib/domain/invoices/invoices';
import { createCreditNoteBody } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: createCreditNoteBody }, async ({ db, business, params, body }) => {
  const note = await createCreditNote(db, business.id, params.invoiceId, body);
  return getInvoiceDetail(db, business.id, note.id);
});
