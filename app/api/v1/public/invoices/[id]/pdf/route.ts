// GET /api/v1/public/invoices/:id/pdf — the document as a PDF.
import { getInvoicePdfRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { invoiceDocument } from '@/lib/domain/invoices/document-data';
import { renderInvoicePdf } from '@/lib/domain/invoices/pdf';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getInvoicePdfRoute, async ({ db, businessId, params }) => {
    const document = await invoiceDocument(db, businessId, params.id);
    const pdf = await renderInvoicePdf(document);
    const name = document.number ?? `brouillon-${params.id}`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${document.type === 'CREDIT_NOTE' ? 'note-de-credit' : 'facture'}-${name}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    });
  }),
});
