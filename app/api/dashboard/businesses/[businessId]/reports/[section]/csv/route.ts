// GET /api/dashboard/businesses/:businessId/reports/:section/csv — one section of the Reports page as a CSV
// download (`;` and decimal comma for a Belgian spreadsheet; lib/domain/reports/csv.ts).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { reportCsv } from '@/lib/domain/reports/csv';
import { readReportsPage } from '@/lib/domain/reports/dashboard';
import { REPORT_SECTIONS, reportsPageQuery } from '@/lib/domain/reports/periods';

export const dynamic = 'force-dynamic';

const params = z.object({ section: z.enum(REPORT_SECTIONS) });
const query = z.strictObject(reportsPageQuery);

export const GET = dashboardRoute({ params, query }, async ({ db, business, params, query }) => {
  const { filename, csv } = reportCsv(await readReportsPage(db, business.id, query), params.section);
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
  });
});
