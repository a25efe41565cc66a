// PATCH /api/dashboard/businesses/:businessId/invoices/:invoiceId/items/:itemId — change a line of a draft;
// DELETE — remove it. Both answer the document as it now is.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { deleteInvoiceItem, updateInvoiceItem } from '@/lib/domain/invoices/invoices';
import { updateInvoiceItemBody } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64), itemId: z.string().min(1).max(64) });

export const PATCH = dashboardRoute({ params, body: updateInvoiceItemBody }, async ({ db, business, params, body }) => {
  await updateInvoiceItem(db, business.id, params.invoiceId, params.itemId, body);
  return getInvoiceDetail(db, business.id, params.invoiceId);
});

export const DELETE = dashboardRoute({ params, status: 200 }, async ({ db, business, params }) => {
  await deleteInvoiceItem(db, business.id, params.invoiceId, params.itemId);
  return getInvoiceDetail(db, business.id, params.invoiceId);
});
