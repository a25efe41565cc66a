// POST /api/v1/public/invoices/:id/credit-note — credit a finalized invoice.
import { createCreditNoteRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { createCreditNote } from '@/lib/domain/invoices/invoices';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(createCreditNoteRoute, ({ db, businessId, params, body }) => createCreditNote(db, businessId, params.id, body)),
});
