// The scopes the business's plan may grant, grouped read / write, with one line of what each grants.
import { dashboardRoute } from '@/lib/dashboard/route';
import { scopeCatalogue } from '@/lib/dashboard/keys-schema';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({}, async ({ business }) => scopeCatalogue(business.plan));
