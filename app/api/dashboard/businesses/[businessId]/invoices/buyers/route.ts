// GET /api/dashboard/businesses/:businessId/invoices/buyers?q= — the customers an invoice may be made out to
// (name, company, e-mail or phone matching q), with what the invoice takes from them (e-invoice fields included).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { listCustomers } from '@/lib/domain/customers/customers';
import { buyerNameOf } from '@/lib/domain/invoices/invoices';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ q: z.string().trim().max(100).optional() });

export const GET = dashboardRoute({ query }, async ({ db, business, query }) => {
  const page = await listCustomers(db, business.id, { q: query.q || undefined }, { limit: 8 });
  return {
    data: page.data.map((customer) => ({
      id: customer.id,
      name: buyerNameOf(customer) ?? customer.id,
      email: customer.email,
      vatNumber: customer.vatNumber,
      address: customer.address,
      peppolId: customer.peppolId,
    })),
  };
});
