// Sign-in state for server components and pages: the user of the session cookie, and the business of a URL.
import { cookies } from 'next/headers';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '../db/client';
import { DomainError } from '../domain/shared/errors';
import { type Area, canAccess } from '../domain/users/roles';
import { memberBusiness, sessionUser } from '../domain/users/sessions';
import { sessionCookie } from './cookie';

// Memoised per request (React `cache`): a layout and its page ask once for the session and the business.
export const currentUser = cache(async () => {
  const token = (await cookies()).get(sessionCookie().name)?.value;
  if (!token) return null;
  return sessionUser(await getDb(), token);
});

/** The signed-in user, or a redirect to the sign-in page (which comes back to `next`). */
export async function requireUser(next?: string) {
  const user = await currentUser();
  if (!user) redirect(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  return user;
}

/** The signed-in user and a business of theirs; any other business id is a 404 (indistinguishable from none). */
const memberOf = cache(async (businessId: string) => {
  const user = await requireUser(`/dashboard/${businessId}`);
  try {
    return { user, business: await memberBusiness(await getDb(), user.id, businessId) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  }
});

/**
 * The signed-in user and a business of theirs, for a page of `area` (lib/domain/users/roles.ts): a member whose
 * role does not reach it is sent to the overview with a word why (`?denied=<area>`); the layout passes null.
 */
export async function requireBusiness(businessId: string, area: Area | null) {
  const member = await memberOf(businessId);
  if (area && !canAccess(member.business.role, area)) redirect(`/dashboard/${businessId}?denied=${area}`);
  return member;
}
