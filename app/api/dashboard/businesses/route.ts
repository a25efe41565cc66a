import { createBusinessRoute } from '@/lib/dashboard/account';

export const dynamic = 'force-dynamic';
export const POST = createBusinessRoute;
