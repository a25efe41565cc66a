// POST /api/v1/public/invoices/:id/finalize — finalize a draft (assigns its number).
import { finalizeInvoiceRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { finalizeInvoice } from '@/lib/domain/invoices/invoices';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(finalizeInvoiceRoute, ({ db, businessId, params, body }) => finalizeInvoice(db, businessId, params.id, body)),
});
