import { listSessionsRoute, endAllSessionsRoute } from '@/lib/dashboard/account';

export const dynamic = 'force-dynamic';
export const GET = listSessionsRoute;
export const DELETE = endAllSessionsRoute;
