import { signIn, signOut, whoAmI } from '@/lib/dashboard/sign-in';

export const dynamic = 'force-dynamic';
export const GET = whoAmI;
export const POST = signIn;
export const DELETE = signOut;
