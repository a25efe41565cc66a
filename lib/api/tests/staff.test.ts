// Staff through HTTP: id, name and role only (never email or phone), paging, scope, other businesses invisible.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createStaffMember } from '../../domain/staff/staff';
import { call, makeKey, setup } from '../../testing/api';

describe('GET /public/staff', () => {
  it('lists id, name and role only — never the email or phone the table holds', async () => {
    const { business, key } = await setup(['staff:read']);
    const other = await setup(['staff:read']);
    const db = await getDb();
    const anna = await createStaffMember(db, business.id, { name: 'Anna Peeters', role: 'owner', email: 'anna@example.test', phone: '+32470123456' });
    expect(anna).toEqual({ id: expect.stringMatching(/^stf_/), name: 'Anna Peeters', role: 'owner' });
    await createStaffMember(db, business.id, { name: 'Bram', role: 'baker', email: 'bram@example.test' });
    await createStaffMember(db, business.id, { name: 'Chloé', role: 'cashier', phone: '+32470999888' });
    await createStaffMember(db, other.business.id, { name: 'Elsewhere', role: 'manager' });
    await expect(createStaffMember(db, business.id, { name: 'X', role: 'ceo' as never })).rejects.toMatchObject({ code: 'validation_failed' });

    const res = await call('GET', '/public/staff', { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { id: anna.id, name: 'Anna Peeters', role: 'owner', livemode: true },
        { id: expect.any(String), name: 'Bram', role: 'baker', livemode: true },
        { id: expect.any(String), name: 'Chloé', role: 'cashier', livemode: true },
      ],
      hasMore: false,
      nextCursor: null,
    });
    expect(res.text).not.toMatch(/@|example\.test|\+32|email|phone/i);
  });

  it('pages with limit and cursor; bad paging → 400', async () => {
    const { business, key } = await setup(['staff:read']);
    const db = await getDb();
    for (const name of ['A', 'B', 'C']) await createStaffMember(db, business.id, { name, role: 'cashier' });
    const first = await call('GET', '/public/staff?limit=2', { key });
    expect(first.body.data.map((s: { name: string }) => s.name)).toEqual(['A', 'B']);
    expect(first.body.hasMore).toBe(true);
    const second = await call('GET', `/public/staff?limit=2&cursor=${first.body.nextCursor}`, { key });
    expect(second.body).toMatchObject({ data: [{ name: 'C' }], hasMore: false, nextCursor: null });
    expect((await call('GET', '/public/staff?limit=500', { key })).status).toBe(400);
  });

  it('requires staff:read (403 otherwise) and allows GET only', async () => {
    const { business, key } = await setup(['staff:read']);
    const noScope = (await makeKey(business.id, ['business:read', 'customers:read', 'loyalty:read'])).key;
    const res = await call('GET', '/public/staff', { key: noScope });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'staff:read' });
    const post = await call('POST', '/public/staff', { key, body: { name: 'Z', role: 'owner' } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});
