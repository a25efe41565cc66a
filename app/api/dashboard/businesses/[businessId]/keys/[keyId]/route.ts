// One API key of the business: delete (it stops working on the next request and leaves the list).
import { deleteApiKey } from '@/lib/domain/keys/api-keys';
import { dashboardRoute } from '@/lib/dashboard/route';
import { keyIdParams, keyOwnerIds } from '@/lib/dashboard/keys-schema';

export const dynamic = 'force-dynamic';

/** DELETE — a key of another business is a 404, checked in the delete statement itself. */
export const DELETE = dashboardRoute({ params: keyIdParams, status: 204 }, async ({ db, business, params }) => {
  await deleteApiKey(db, params.keyId, keyOwnerIds(business));
});
