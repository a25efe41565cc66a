// POST /api/v1/public/invoices/:id/items — add a line to a draft.
import { addInvoiceItemRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { addInvoiceItem } from '@/lib/domain/invoices/invoices';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(addInvoiceItemRoute, ({ db, businessId, params, body }) => addInvoiceItem(db, businessId, params.id, body)),
});
