// PATCH /api/v1/public/invoices/:id/items/:itemId — change a line; DELETE — remove it (drafts only).
import { deleteInvoiceItemRoute, updateInvoiceItemRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { deleteInvoiceItem, updateInvoiceItem } from '@/lib/domain/invoices/invoices';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  PATCH: publicRoute(updateInvoiceItemRoute, ({ db, businessId, params, body }) =>
    updateInvoiceItem(db, businessId, params.id, params.itemId, body),
  ),
  DELETE: publicRoute(deleteInvoiceItemRoute, ({ db, businessId, params }) => deleteInvoiceItem(db, businessId, params.id, params.itemId)),
});
