import { passwordResetRoute } from '@/lib/dashboard/account';

export const dynamic = 'force-dynamic';
export const POST = passwordResetRoute;
