// GET /api/dashboard/businesses/:businessId/invoices/template — which optional parts the PDFs print;
// PATCH — change them (applies to every PDF printed afterwards).
import { dashboardRoute } from '@/lib/dashboard/route';
import { getInvoiceTemplate, setInvoiceTemplate } from '@/lib/domain/invoices/document-data';
import { invoiceTemplateSchema } from '@/lib/domain/invoices/schemas';

export const dynamic = 'force-dynamic';

const body = invoiceTemplateSchema.partial().refine((changes) => Object.keys(changes).length > 0, 'at least one setting to change');

export const GET = dashboardRoute({}, ({ db, business }) => getInvoiceTemplate(db, business.id));

export const PATCH = dashboardRoute({ body }, ({ db, business, body }) => setInvoiceTemplate(db, business.id, body));
