// The business's members with their roles (owners only, like every team route: lib/dashboard/permissions.ts).
import { listMembers } from '@/lib/domain/users/team';
import { dashboardRoute } from '@/lib/dashboard/route';

export const dynamic = 'force-dynamic';

/** GET — members, owners first. */
export const GET = dashboardRoute({}, async ({ db, business }) => ({ data: await listMembers(db, business.id) }));
