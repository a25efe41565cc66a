// Single-use links sent by e-mail (README: Accounts): a random token in the link, only its SHA-256 hash stored,
// an expiry, and a use that is recorded in the same transaction as what the link does, under a row lock, so
// two clicks at once cannot both use it. Unknown, used and expired tokens are one error code, `invalid_token`.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';
import { DomainError } from '../shared/errors';
import { randomBase62 } from '../shared/ids';
import { hashToken } from './sessions';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** A token's shape in a link: 43 base62 characters (~256 bits). Anything else is refused before any lookup. */
export const TOKEN_PATTERN = /^[0-9A-Za-z]{43}$/;

export const newLinkToken = () => randomBase62(43);

/**
 * Issues a link token for `purpose`, ending the user's earlier unused ones of the same purpose (only the newest
 * link works). In the caller's transaction; returns the token for the link (never stored).
 */
export async function issueAccountToken(tx: Db, input: { purpose: TokenPurpose; userId: string; email: string }, now = new Date()): Promise<string> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)));
  const token = newLinkToken();
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    email: input.email,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a link token: the row is locked, checked (right purpose, unused, not expired) and marked used, in the
 * caller's transaction (a rollback un-uses it). Returns the user and address it was issued for.
 */
export async function useAccountToken(tx: Db, purpose: TokenPurpose, token: string, now = new Date()): Promise<{ userId: string; email: string }> {
  const refuse = (why: string) => new DomainError('invalid_token', why);
  if (!TOKEN_PATTERN.test(token)) throw refuse('This link is not valid. Ask for a new one.');
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .for('update')
    .limit(1);
  if (!row) throw refuse('This link is not valid. Ask for a new one.');
  if (row.usedAt) throw refuse('This link has already been used (or a newer one was sent). Ask for a new one.');
  if (row.expiresAt <= now) throw refuse('This link has expired. Ask for a new one.');
  await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.tokenHash, row.tokenHash));
  return { userId: row.userId, email: row.email };
}
