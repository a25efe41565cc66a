// PUT /api/dashboard/businesses/:businessId/invoices/:invoiceId/payment — mark a finalized invoice paid on a day
// ({ paidOn: "2026-11-26" }) or unpaid again ({ paidOn: null }); answers the document.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { setInvoicePayment } from '@/lib/domain/invoices/invoices';
import { invoicePaymentBody } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const PUT = dashboardRoute({ params, body: invoicePaymentBody }, async ({ db, business, params, body }) => {
  await setInvoicePayment(db, business.id, params.invoiceId, body);
  return getInvoiceDetail(db, business.id, params.invoiceId);
});
