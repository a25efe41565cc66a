// Sends an invitation again: a new link and 7 more days; the old link stops working.
import { resendInvitation } from '@/lib/domain/users/invitations';
import { dashboardRoute } from '@/lib/dashboard/route';
import { invitationParams } from '@/lib/dashboard/team-schema';

export const dynamic = 'force-dynamic';

/** POST — the answer carries the new link once. */
export const POST = dashboardRoute({ params: invitationParams, status: 200 }, async ({ db, business, user, params }) =>
  resendInvitation(db, business.id, params.invitationId, user.id),
);
