import { updateAccountLocaleRoute } from '@/lib/dashboard/account';

export const dynamic = 'force-dynamic';
export const PUT = updateAccountLocaleRoute;
