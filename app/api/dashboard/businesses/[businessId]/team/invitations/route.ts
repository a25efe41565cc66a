// The business's open invitations, and inviting someone (the link is in the answer once, for the owner to copy).
import { invite, listInvitations } from '@/lib/domain/users/invitations';
import { dashboardRoute } from '@/lib/dashboard/route';
import { inviteBody } from '@/lib/dashboard/team-schema';

export const dynamic = 'force-dynamic';

/** GET — invitations neither accepted nor revoked (expired ones marked), newest first. */
export const GET = dashboardRoute({}, async ({ db, business }) => ({ data: await listInvitations(db, business.id) }));

/** POST {email, role} — invites; a member's address → 409; a pending invitation for it is replaced. */
export const POST = dashboardRoute({ body: inviteBody }, async ({ db, business, user, body }) => invite(db, business.id, user.id, body));
