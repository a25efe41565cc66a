import { changePasswordRoute } from '@/lib/dashboard/account';

export const dynamic = 'force-dynamic';
export const PUT = changePasswordRoute;
