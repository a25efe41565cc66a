// GET /api/dashboard/businesses/:businessId/invoices — invoices and credit notes, newest first, a page at a time;
// POST — create a draft invoice (the same createInvoice as POST /public/invoices).
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute, requireArea } from '@/lib/dashboard/route';
import { createInvoice, listInvoices } from '@/lib/domain/invoices/invoices';
import { createInvoiceBody, listInvoicesFilters } from '@/lib/domain/invoices/schemas';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, status: listInvoicesFilters.status, type: listInvoicesFilters.type });

export const GET = dashboardRoute({ query }, async ({ db, business, query }) => {
  const page = await listInvoices(db, business.id, { status: query.status, type: query.type }, pageRequest(query));
  // The list shows a summary; the lines stay in the PDF.
  return listBody({
    ...page,
    data: page.data.map((invoice) => ({
      id: invoice.id,
      type: invoice.type,
      status: invoice.status,
      number: invoice.number,
      buyerName: invoice.buyerName,
      issueDate: invoice.issueDate,
      currency: invoice.currency,
      totalAmount: invoice.totalAmount,
      baseAmount: invoice.baseAmount,
      paidOn: invoice.paidOn,
    })),
  });
});

export const POST = dashboardRoute({ body: createInvoiceBody }, async ({ db, business, body }) => {
  // Creating it finalized is finalizing (a manager's), whatever the route's own area (drafts: staff too).
  if (body.finalize) requireArea(business.role, 'invoicesManage');
  const invoice = await createInvoice(db, business.id, body);
  return getInvoiceDetail(db, business.id, invoice.id);
});
