// POST /api/dashboard/businesses/:businessId/invoices/:invoiceId/finalize — finalize a draft (assigns its number).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { finalizeInvoice } from '@/lib/domain/invoices/invoices';
import { finalizeInvoiceBody } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: finalizeInvoiceBody, status: 200 }, async ({ db, business, params, body }) => {
  await finalizeInvoice(db, business.id, params.invoiceId, body);
  return getInvoiceDetail(db, business.id, params.invoiceId);
});
