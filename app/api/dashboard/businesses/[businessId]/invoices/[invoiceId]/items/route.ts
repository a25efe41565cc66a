// POST /api/dashboard/businesses/:businessId/invoices/:invoiceId/items — add a line to a draft; answers the document.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { addInvoiceItem } from '@/lib/domain/invoices/invoices';
import { invoiceItemInput } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: invoiceItemInput }, async ({ db, business, params, body }) => {
  await addInvoiceItem(db, business.id, params.invoiceId, body);
  return getInvoiceDetail(db, business.id, params.invoiceId);
});
