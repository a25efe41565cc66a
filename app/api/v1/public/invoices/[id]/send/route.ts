// POST /api/v1/public/invoices/:id/send — e-mail a finalized document, its PDF attached (through the outbox).
import { sendInvoiceRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { sendInvoice } from '@/lib/domain/invoices/send-invoice';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(sendInvoiceRoute, ({ db, businessId, params, body }) => sendInvoice(db, businessId, params.id, body)),
});
