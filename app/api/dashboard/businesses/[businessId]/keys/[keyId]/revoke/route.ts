// Revoke an API key of the business: it stops working on the next request and stays listed as revoked.
import { revokeApiKey } from '@/lib/domain/keys/api-keys';
import { dashboardRoute } from '@/lib/dashboard/route';
import { keyIdParams, keyOwnerIds } from '@/lib/dashboard/keys-schema';

export const dynamic = 'force-dynamic';

/** POST — idempotent (a revoked key keeps its first revocation time); another business's key → 404. */
export const POST = dashboardRoute({ params: keyIdParams, status: 200 }, async ({ db, business, params }) =>
  revokeApiKey(db, params.keyId, keyOwnerIds(business)),
);
