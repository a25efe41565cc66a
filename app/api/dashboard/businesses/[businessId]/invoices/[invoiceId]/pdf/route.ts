// GET /api/dashboard/businesses/:businessId/invoices/:invoiceId/pdf — the same PDF as the public API, as a
// download named after the invoice number.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { invoiceDocument } from '@/lib/domain/invoices/document-data';
import { renderInvoicePdf } from '@/lib/domain/invoices/pdf';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, async ({ db, business, params }) => {
  const document = await invoiceDocument(db, business.id, params.invoiceId);
  const pdf = await renderInvoicePdf(document);
  // Numbers are ASCII (2026-000001, NC-2026-000001); a draft has none yet.
  const name = document.number ?? `draft-${params.invoiceId}`;
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}.pdf"` },
  });
});
