// One member: change their role, or remove them from the business. The last owner can be neither (409).
import { changeRole, removeMember } from '@/lib/domain/users/team';
import { dashboardRoute } from '@/lib/dashboard/route';
import { changeRoleBody, memberParams } from '@/lib/dashboard/team-schema';

export const dynamic = 'force-dynamic';

/** PATCH {role} — the member's role in the business and its sandbox. */
export const PATCH = dashboardRoute({ params: memberParams, body: changeRoleBody }, async ({ db, business, user, params, body }) =>
  changeRole(db, business.id, user.id, params.userId, body.role),
);

/** DELETE — the member leaves the business (their account stays). */
export const DELETE = dashboardRoute({ params: memberParams, status: 204 }, async ({ db, business, user, params }) => {
  await removeMember(db, business.id, user.id, params.userId);
});
