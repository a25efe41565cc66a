// The business's API keys (live and its sandbox twin's test keys): list, and create (the secret is returned once).
import { createApiKey, listApiKeys } from '@/lib/domain/keys/api-keys';
import { dashboardRoute } from '@/lib/dashboard/route';
import { createKeyBody, keyOwnerIds } from '@/lib/dashboard/keys-schema';

export const dynamic = 'force-dynamic';

/** GET — every key of the business, live and test, newest first. */
export const GET = dashboardRoute({}, async ({ db, business }) => ({
  data: await listApiKeys(db, keyOwnerIds(business)),
}));

/** POST — create a key; scopes the plan does not offer → 403 entitlement_required (domain rule). */
export const POST = dashboardRoute({ body: createKeyBody }, async ({ db, business, body }) =>
  createApiKey(db, { businessId: business.id, name: body.name, mode: body.mode, scopes: body.scopes }),
);
