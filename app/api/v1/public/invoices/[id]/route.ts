// GET /api/v1/public/invoices/:id — one document; PATCH — edit a draft; DELETE — delete a draft.
import { deleteInvoiceRoute, getInvoiceRoute, updateInvoiceRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { deleteInvoice, getInvoiceOrThrow, updateInvoice } from '@/lib/domain/invoices/invoices';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getInvoiceRoute, ({ db, businessId, params }) => getInvoiceOrThrow(db, businessId, params.id)),
  PATCH: publicRoute(updateInvoiceRoute, ({ db, businessId, params, body }) => updateInvoice(db, businessId, params.id, body)),
  DELETE: publicRoute(deleteInvoiceRoute, ({ db, businessId, params }) => deleteInvoice(db, businessId, params.id)),
});
