import { accountRouteGet, updateAccountRoute } from '@/lib/dashboard/account';

export const dynamic = 'force-dynamic';
export const GET = accountRouteGet;
export const PATCH = updateAccountRoute;
