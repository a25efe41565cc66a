// GET /api/v1/public/invoices/:id/ubl — the finalized document as a Peppol BIS Billing 3.0 e-invoice (UBL 2.1).
import { getInvoiceUblRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { exportUbl } from '@/lib/domain/invoices/ubl-export';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getInvoiceUblRoute, async ({ db, businessId, params, query }) => {
    const { xml, filename } = await exportUbl(db, businessId, params.id, { embedPdf: query.embedPdf ?? true });
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `inline; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  }),
});
