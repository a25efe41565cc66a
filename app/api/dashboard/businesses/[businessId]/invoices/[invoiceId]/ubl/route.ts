// GET /api/dashboard/businesses/:businessId/invoices/:invoiceId/ubl — the same e-invoice as the public API (PDF
// embedded), as a download named after the document's number.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { exportUbl } from '@/lib/domain/invoices/ubl-export';

export const dynamic = 'force-dynamic';

const params = z.object({ invoiceId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, async ({ db, business, params }) => {
  const { xml, filename } = await exportUbl(db, business.id, params.invoiceId, { embedPdf: true });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
  });
});
