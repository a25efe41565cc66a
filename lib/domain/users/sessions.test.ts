// Sessions: a token signs in until 12 idle hours or 7 days after sign-in, whichever comes first; use slides the
// idle limit; deleting ends it; only the hash is stored.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { dashboardSessions } from '../../db/schema';
import { makeBusiness } from '../../testing/api';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, createSession, deleteSession, memberBusiness, sessionUser, userBusinesses, verifyCredentials } from './sessions';
import { createUser } from './users';

const HOUR = 3_600_000;

async function userOfNewBusiness(email: string) {
  const db = await getDb();
  const business = await makeBusiness({ name: `Commerce ${email}` });
  const user = await createUser(db, { email, password: 'a-long-password', businessId: business.id });
  return { db, business, user };
}

describe('dashboard sessions', () => {
  it('verifies credentials; wrong password and unknown email both give null', async () => {
    const { db, user } = await userOfNewBusiness('anne@example.be');
    expect(await verifyCredentials(db, ' Anne@Example.be ', 'a-long-password')).toMatchObject({ id: user.id });
    expect(await verifyCredentials(db, 'anne@example.be', 'wrong')).toBeNull();
    expect(await verifyCredentials(db, 'nobody@example.be', 'a-long-password')).toBeNull();
  });

  it('stores only a hash, slides the idle expiry, and ends at the absolute limit', async () => {
    const { db, user } = await userOfNewBusiness('bert@example.be');
    const start = new Date('2026-11-02T08:00:00Z');
    const { token } = await createSession(db, user.id, start);
    const rows = await db.select().from(dashboardSessions).where(eq(dashboardSessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);

    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await sessionUser(db, token, at(11 * HOUR))).toMatchObject({ id: user.id });
    // Used at 11 h, so it is still valid at 22 h (idle limit slid to 23 h)…
    expect(await sessionUser(db, token, at(22 * HOUR))).toMatchObject({ id: user.id });
    // …but not after 12 idle hours.
    expect(await sessionUser(db, token, at(34 * HOUR + 1))).toBeNull();

    const second = await createSession(db, user.id, start);
    for (let t = 10 * HOUR; t < SESSION_ABSOLUTE_MS; t += 10 * HOUR) await sessionUser(db, second.token, at(t));
    expect(await sessionUser(db, second.token, at(SESSION_ABSOLUTE_MS - HOUR))).not.toBeNull();
    expect(await sessionUser(db, second.token, at(SESSION_ABSOLUTE_MS + 1))).toBeNull();
    expect(SESSION_IDLE_MS).toBe(12 * HOUR);
  });

  it('ends on sign-out and refuses malformed tokens', async () => {
    const { db, user } = await userOfNewBusiness('chloe@example.be');
    const { token } = await createSession(db, user.id);
    expect(await sessionUser(db, token)).not.toBeNull();
    await deleteSession(db, token);
    expect(await sessionUser(db, token)).toBeNull();
    expect(await sessionUser(db, "' or 1=1 --")).toBeNull();
  });

  it('reaches only the live businesses the user belongs to', async () => {
    const { db, business, user } = await userOfNewBusiness('dirk@example.be');
    const other = await makeBusiness({ name: 'Autre commerce' });
    expect((await userBusinesses(db, user.id)).map((b) => b.id)).toEqual([business.id]);
    expect((await memberBusiness(db, user.id, business.id)).sandboxId).toBe(business.sandboxId);
    await expect(memberBusiness(db, user.id, other.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(memberBusiness(db, user.id, business.sandboxId)).rejects.toMatchObject({ code: 'not_found' });
  });
});
