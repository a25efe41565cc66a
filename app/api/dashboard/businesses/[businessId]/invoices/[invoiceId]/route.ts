// GET /api/dashboard/businesses/:businessId/invoices/:invoiceId — one document with its sends and credit notes;
// PATCH — edit a draft's header; DELETE — delete a draft. The same domain functions as /public/invoices/{id}.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { deleteInvoice, updateInvoice } from '@/lib/domain/invoices/invoices';
import { updateInvoiceBody } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, ({ db, business, params }) => getInvoiceDetail(db, business.id, params.invoiceId));

export const PATCH = dashboardRoute({ params, body: updateInvoiceBody }, async ({ db, business, params, body }) => {
  await updateInvoice(db, business.id, params.invoiceId, body);
  return getInvoiceDetail(db, business.id, params.invoiceId);
});

export const DELETE = dashboardRoute({ params }, async ({ db, business, params }) => {
  await deleteInvoice(db, business.id, params.invoiceId);
});
