// One invitation: revoke it (its link stops working). Another business's invitation id → 404.
import { revokeInvitation } from '@/lib/domain/users/invitations';
import { dashboardRoute } from '@/lib/dashboard/route';
import { invitationParams } from '@/lib/dashboard/team-schema';

export const dynamic = 'force-dynamic';

/** DELETE — revokes the invitation. */
export const DELETE = dashboardRoute({ params: invitationParams, status: 204 }, async ({ db, business, params }) => {
  await revokeInvitation(db, business.id, params.invitationId);
});
