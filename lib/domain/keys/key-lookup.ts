// Authenticating a secret against the database: the one query of every API request (its answer is cached by
// key-cache.ts), and the bookkeeping of a key's last use.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { apiKeys, businesses } from '../../db/schema';
import type { Plan } from './scopes';

export type KeyMode = 'live' | 'test';

const KEY_PATTERN = /^key_(live|test)_[0-9A-Za-z]{32,}$/;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function looksLikeApiKey(secret: string): boolean {
  return KEY_PATTERN.test(secret);
}

export type AuthenticatedKey = {
  keyId: string;
  mode: KeyMode;
  scopes: ReadonlySet<string>;
  business: { id: string; plan: Plan; currency: string; timezone: string; mode: KeyMode };
};

/** An active key as read now, with the last use on record. */
export type ActiveKey = { auth: AuthenticatedKey; lastUsedAt: Date | null };

const keyBySecretHash = preparedPerHandle((db) =>
  db
    .select({
      keyId: apiKeys.id,
      mode: apiKeys.mode,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      businessId: businesses.id,
      plan: businesses.plan,
      currency: businesses.currency,
      timezone: businesses.timezone,
      businessMode: businesses.mode,
    })
    .from(apiKeys)
    .innerJoin(businesses, eq(businesses.id, apiKeys.businessId))
    .where(and(eq(apiKeys.secretHash, sql.placeholder('secretHash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare('api_key_by_secret_hash'),
);

/** The active (not revoked, not deleted) key with this secret hash and its business, or null. */
export async function findActiveKey(db: Db, secretHash: string): Promise<ActiveKey | null> {
  const [row] = await keyBySecretHash(db).execute({ secretHash });
  if (!row) return null;
  return {
    auth: {
      keyId: row.keyId,
      mode: row.mode,
      scopes: new Set(row.scopes),
      business: { id: row.businessId, plan: row.plan, currency: row.currency, timezone: row.timezone, mode: row.businessMode },
    },
    lastUsedAt: row.lastUsedAt,
  };
}

const LAST_USED_PRECISION_MS = 60_000;

/**
 * Records a use at minute precision, off the request's path (a write per request would cost throughput).
 * Returns the last use now on record: `lastUsedAt`, or now when it was over a minute old.
 */
export function recordUse(db: Db, keyId: string, lastUsedAt: Date | null): Date | null {
  const now = Date.now();
  if (lastUsedAt && now - lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return lastUsedAt;
  const at = new Date(now);
  db.update(apiKeys)
    .set({ lastUsedAt: at })
    .where(eq(apiKeys.id, keyId))
    .then(
      () => undefined,
      (error: Error) => console.error('[keys] could not record last use:', error.message),
    );
  return at;
}
