// Accepting an invitation: signed in as the invited address (no body), or creating the account ({name,
// password}; it is signed in at once). Failed attempts are counted per client address.
import { config } from '@/lib/config';
import { acceptInvitation } from '@/lib/domain/users/invitations';
import { createSession } from '@/lib/domain/users/sessions';
import { ApiError } from '@/lib/api/errors';
import { clientAddress } from '@/lib/api/client-address';
import { failureCounter } from '@/lib/api/rate-limit';
import { sessionSetCookie } from '@/lib/dashboard/cookie';
import { accountRoute, signedInUser } from '@/lib/dashboard/route';
import { acceptBody, tokenParams } from '@/lib/dashboard/team-schema';
import { invalid } from '@/lib/domain/shared/errors';

export const dynamic = 'force-dynamic';

const perAddress = failureCounter('invitation-accept-address', () => config.signInFailuresPerAddress, 15 * 60);

/** POST — 200 {businessId}; used, revoked, expired or unknown link → 400 invalid_token; another account → 409. */
export const POST = accountRoute({ auth: 'none', params: tokenParams, body: acceptBody, readOnly: true }, async ({ db, req, params, body }) => {
  const address = clientAddress(req);
  const blocked = await perAddress.blocked(address);
  if (blocked) throw new ApiError('rate_limited', 'Too many failed attempts. Wait a few minutes and try again.', {}, blocked.headers);
  const user = await signedInUser(req, db).catch(() => null);
  try {
    if (user) {
      const accepted = await acceptInvitation(db, params.token, { userId: user.id });
      return { businessId: accepted.businessId };
    }
    if (body.name === undefined) throw invalid('name', 'Enter your name');
    if (body.password === undefined) throw invalid('password', 'Choose a password');
    const accepted = await acceptInvitation(db, params.token, { newAccount: { name: body.name, password: body.password } });
    const session = await createSession(db, accepted.userId, new Date(), { userAgent: req.headers.get('user-agent'), ipAddress: address });
    return Response.json(
      { businessId: accepted.businessId },
      { status: 200, headers: { 'Cache-Control': 'no-store', 'Set-Cookie': sessionSetCookie(session.token, session.absoluteExpiresAt) } },
    );
  } catch (error) {
    await perAddress.fail(address);
    throw error;
  }
});
