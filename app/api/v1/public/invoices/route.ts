// GET /api/v1/public/invoices — list; POST — create an invoice.
import { createInvoiceRoute, listInvoicesRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { createInvoice, listInvoices } from '@/lib/domain/invoices/invoices';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listInvoicesRoute, async ({ db, businessId, query }) => {
    const { status, type, from, to, customerId, updatedSince } = query;
    return listBody(await listInvoices(db, businessId, { status, type, from, to, customerId, updatedSince }, pageRequest(query)));
  }),
  POST: publicRoute(createInvoiceRoute, ({ db, businessId, body }) => createInvoice(db, businessId, body)),
});
