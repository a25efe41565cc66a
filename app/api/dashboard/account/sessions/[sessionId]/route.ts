import { endSessionRoute } from '@/lib/dashboard/account';

export const dynamic = 'force-dynamic';
export const DELETE = endSessionRoute;
