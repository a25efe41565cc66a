// API keys: creation (secret shown once), authentication by hash, revocation, listing.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { DomainError, notFound } from '../shared/errors';
import { newId, randomBase62 } from '../shared/ids';
import { getLiveBusinessOrThrow, sandboxOf } from '../businesses/businesses';
import { keyCacheOf } from './key-cache';
import { type AuthenticatedKey, type KeyMode, findActiveKey, hashSecret, looksLikeApiKey, recordUse } from './key-lookup';
import { type Plan, type Scope, isScope, scopesOffered } from './scopes';

export { type AuthenticatedKey, type KeyMode, hashSecret, looksLikeApiKey } from './key-lookup';

const SECRET_LENGTH = 40; // base62 characters: ~238 bits

export type ApiKeyView = {
  id: string;
  businessId: string;
  name: string;
  mode: KeyMode;
  /** e.g. `key_live_…Ab3d` */
  display: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

function view(row: typeof apiKeys.$inferSelect): ApiKeyView {
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    mode: row.mode,
    display: `${row.prefix}…${row.last4}`,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Validates scope names against the catalogue and the plan's entitlements. */
export function checkScopes(requested: string[], plan: Plan): Scope[] {
  if (requested.length === 0) throw new DomainError('validation_failed', 'A key needs at least one scope');
  const unknown = requested.filter((scope) => !isScope(scope));
  if (unknown.length > 0) {
    throw new DomainError('validation_failed', `Unknown scope(s): ${unknown.join(', ')}`);
  }
  const offered = new Set(scopesOffered(plan));
  const refused = requested.filter((scope) => !offered.has(scope as Scope));
  if (refused.length > 0) {
    throw new DomainError(
      'entitlement_required',
      `The ${plan} plan does not include the Shop entitlement, so these scopes cannot be granted: ${refused.join(', ')}`,
    );
  }
  return [...new Set(requested)] as Scope[];
}

/**
 * Creates a key for a (live) business: a test-mode key belongs to the business's sandbox twin.
 * Returns the secret once; only its hash is stored.
 */
export async function createApiKey(
  db: Db,
  input: { businessId: string; scopes: string[]; mode?: KeyMode; name?: string },
): Promise<{ key: string; apiKey: ApiKeyView }> {
  const mode = input.mode ?? 'live';
  const live = await getLiveBusinessOrThrow(db, input.businessId);
  const scopes = checkScopes(input.scopes, live.plan);
  const owner = mode === 'live' ? live : await sandboxOf(db, live.id);
  const secret = `key_${mode}_${randomBase62(SECRET_LENGTH)}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: newId('apiKey'),
      businessId: owner.id,
      name: input.name?.trim() || `${mode === 'live' ? 'Live' : 'Test'} key`,
      mode,
      secretHash: hashSecret(secret),
      prefix: `key_${mode}_`,
      last4: secret.slice(-4),
      scopes,
    })
    .returning();
  return { key: secret, apiKey: view(row!) };
}

/** Revokes a key: it stops working on the next request, on every node (its trigger empties the key caches). */
export async function revokeApiKey(db: Db, keyId: string, businessIds?: string[]): Promise<ApiKeyView> {
  // The ownership check is part of the update: a key of another business is never touched.
  const owned = businessIds ? sql`${apiKeys.businessId} in ${businessIds}` : undefined;
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, keyId), owned))
    .returning();
  if (!row) throw notFound('API key');
  return view(row);
}

/** Deletes a key: it stops working at once and leaves the list. Ownership is part of the statement. */
export async function deleteApiKey(db: Db, keyId: string, businessIds: string[]): Promise<void> {
  const [row] = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, keyId), sql`${apiKeys.businessId} in ${businessIds}`))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound('API key');
}

/** Lists the keys of these businesses (a live business and its sandbox twin), newest first. */
export async function listApiKeys(db: Db, businessIds: string[]): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(sql`${apiKeys.businessId} in ${businessIds}`)
    .orderBy(desc(apiKeys.id));
  return rows.map(view);
}

/**
 * The active key with this secret and its business, or null (unknown, revoked, deleted, malformed). Answered
 * by the process's key cache of `db` when it may (key-cache.ts); a transaction always reads the database.
 */
export async function authenticateApiKey(db: Db, secret: string): Promise<AuthenticatedKey | null> {
  const cache = keyCacheOf(db);
  if (cache) return cache.authenticate(secret);
  if (!looksLikeApiKey(secret)) return null;
  const found = await findActiveKey(db, hashSecret(secret));
  if (!found) return null;
  recordUse(db, found.auth.keyId, found.lastUsedAt);
  return found.auth;
}
