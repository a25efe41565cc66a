// An invitation as its link's holder sees it (the accept page): business, inviter, role, address, state.
import { invitationByToken } from '@/lib/domain/users/invitations';
import { accountRoute } from '@/lib/dashboard/route';
import { tokenParams } from '@/lib/dashboard/team-schema';

export const dynamic = 'force-dynamic';

/** GET — unknown token → 400 invalid_token. */
export const GET = accountRoute({ auth: 'none', params: tokenParams }, async ({ db, params }) => invitationByToken(db, params.token));
