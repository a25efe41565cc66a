// Customers: lifecycle, recognising a person across businesses (email, phone), privacy between businesses,
// visit history, validation, scopes, idempotency, paging and filters, concurrent creation.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { customers, loyaltyCards, loyaltyPrograms, persons, transactions } from '../../db/schema';
import { newId } from '../../domain/shared/ids';
import { call, makeKey, setup } from '../../testing/api';

const RW = ['customers:read', 'customers:write'];

/** An email no other test (or run, on a shared PostgreSQL database) uses. */
const uniqueEmail = (name = 'anna') => `${name}.${newId('person').slice(4)}@example.be`;

let phoneCounter = 0;
/** A valid Belgian mobile number no other test uses, national format. */
function uniquePhone() {
  phoneCounter += 1;
  const digits = String((Date.now() * 1000 + Math.floor(Math.random() * 1000) + phoneCounter) % 10_000_000).padStart(7, '0');
  return `047${digits.slice(0, 1)} ${digits.slice(1, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
}
const e164 = (national: string) => `+32${national.replace(/\s/g, '').slice(1)}`;

async function personIdOf(customerId: string) {
  const db = await getDb();
  const [row] = await db.select({ personId: customers.personId }).from(customers).where(eq(customers.id, customerId));
  return row!.personId;
}

async function personById(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(persons).where(eq(persons.id, id));
  return row!;
}

async function addTransaction(
  businessId: string,
  customerId: string,
  kind: 'sale' | 'refund',
  totalMinor: number,
  occurredAt: string,
  channel: 'pos' | 'online' = 'pos',
) {
  const db = await getDb();
  const id = newId('transaction');
  await db.insert(transactions).values({
    id,
    businessId,
    customerId,
    channel,
    kind,
    occurredAt: new Date(occurredAt),
    totalExclVatMinor: Math.round(totalMinor / 1.21),
    totalVatMinor: totalMinor - Math.round(totalMinor / 1.21),
    totalMinor,
  });
  return id;
}

describe('customer lifecycle', () => {
  it('creates, reads, updates and lists a customer with every field', async () => {
    const { key } = await setup(RW);
    const email = uniqueEmail();
    const phone = uniquePhone();
    const created = await call('POST', '/public/customers', {
      key,
      body: {
        firstName: 'Anna',
        lastName: 'Peeters',
        email: `  ${email.toUpperCase()} `,
        phone,
        company: 'Bakkerij Peeters',
        vatNumber: 'BE0123456749',
        peppolId: { scheme: '9925', id: 'be 0123.456.749' },
        address: { line1: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', country: 'be' },
        notes: 'Prefers oat milk',
        marketingConsent: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^cus_[0-9a-z]{26}$/),
      firstName: 'Anna',
      lastName: 'Peeters',
      email,
      phone: e164(phone),
      company: 'Bakkerij Peeters',
      vatNumber: 'BE0123456749',
      peppolId: { scheme: '9925', id: 'BE0123456749' },
      address: { line1: 'Rue Haute 12', line2: null, postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      notes: 'Prefers oat milk',
      marketingConsent: true,
      isExisting: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      livemode: true,
    });
    const id = created.body.id;

    const read = await call('GET', `/public/customers/${id}`, { key });
    expect(read.status).toBe(200);
    const { isExisting: _ignored, ...customer } = created.body;
    expect(read.body).toEqual({ ...customer, visits: 0, lastVisit: null, totalSpent: 0, currency: 'EUR', recentTransactions: [] });

    const updated = await call('PATCH', `/public/customers/${id}`, {
      key,
      body: { notes: null, company: null, marketingConsent: false, phone: '+32 2 123 45 67', address: { line1: 'Kerkstraat 1', line2: 'bus 3', postalCode: '2000', city: 'Antwerpen', country: 'BE' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      notes: null,
      company: null,
      marketingConsent: false,
      phone: '+3221234567',
      firstName: 'Anna',
      address: { line1: 'Kerkstraat 1', line2: 'bus 3', postalCode: '2000', city: 'Antwerpen', country: 'BE' },
    });
    expect(updated.body).not.toHaveProperty('isExisting');

    const again = await call('GET', `/public/customers/${id}`, { key });
    expect(again.body).toMatchObject({ ...updated.body, visits: 0 });

    const list = await call('GET', '/public/customers', { key });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [updated.body], hasMore: false, nextCursor: null });
  });

  it('gives the new customer a loyalty card when the business runs a programme', async () => {
    const { business, key } = await setup(RW);
    const db = await getDb();
    await db.insert(loyaltyPrograms).values({ businessId: business.id, stampsPerCard: 10 });
    const created = await call('POST', '/public/customers', { key, body: { email: uniqueEmail() } });
    expect(created.status).toBe(201);
    const cards = await db.select().from(loyaltyCards).where(eq(loyaltyCards.customerId, created.body.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]!.businessId).toBe(business.id);
  });
});

describe('recognising a person', () => {
  it('links by email, whatever its case and surrounding spaces', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const email = uniqueEmail();
    const first = await call('POST', '/public/customers', { key: a.key, body: { email } });
    expect(first.body.isExisting).toBe(false);
    const second = await call('POST', '/public/customers', { key: b.key, body: { email: `  ${email.toUpperCase()}\t` } });
    expect(second.status).toBe(201);
    expect(second.body.isExisting).toBe(true);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.email).toBe(email);
    expect(await personIdOf(second.body.id)).toBe(await personIdOf(first.body.id));
    const db = await getDb();
    expect(await db.select().from(persons).where(eq(persons.email, email))).toHaveLength(1);
  });

  it('links by phone, national or international format', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const phone = uniquePhone();
    const first = await call('POST', '/public/customers', { key: a.key, body: { phone } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ isExisting: false, phone: e164(phone) });
    const international = `+32 ${phone.slice(1)}`;
    const second = await call('POST', '/public/customers', { key: b.key, body: { phone: international } });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ isExisting: true, phone: e164(phone) });
    expect(await personIdOf(second.body.id)).toBe(await personIdOf(first.body.id));
  });

  it('lets email win when email and phone point at different persons', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const email = uniqueEmail();
    const phone = uniquePhone();
    const byEmail = await call('POST', '/public/customers', { key: a.key, body: { email } });
    const byPhone = await call('POST', '/public/customers', { key: a.key, body: { phone } });
    expect(byPhone.body.isExisting).toBe(false);
    const both = await call('POST', '/public/customers', { key: b.key, body: { email, phone } });
    expect(both.body.isExisting).toBe(true);
    const personId = await personIdOf(both.body.id);
    expect(personId).toBe(await personIdOf(byEmail.body.id));
    // The phone belongs to another person: it is not moved onto this one.
    expect((await personById(personId)).phone).toBeNull();
  });

  it('records a missing email or phone on the person when nobody else has it', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const c = await setup(RW);
    const email = uniqueEmail();
    const phone = uniquePhone();
    const first = await call('POST', '/public/customers', { key: a.key, body: { email } });
    await call('POST', '/public/customers', { key: b.key, body: { email, phone } });
    const personId = await personIdOf(first.body.id);
    expect(await personById(personId)).toMatchObject({ email, phone: e164(phone) });
    const third = await call('POST', '/public/customers', { key: c.key, body: { phone } });
    expect(third.body.isExisting).toBe(true);
    expect(await personIdOf(third.body.id)).toBe(personId);
  });

  it('returns the same customer with 200 when the person is posted twice to one business, filling only empty fields', async () => {
    const { key } = await setup(RW);
    const email = uniqueEmail();
    const phone = uniquePhone();
    const first = await call('POST', '/public/customers', { key, body: { email, firstName: 'Anna', notes: 'First note' } });
    expect(first.status).toBe(201);
    const second = await call('POST', '/public/customers', {
      key,
      body: { email: email.toUpperCase(), firstName: 'Other', lastName: 'Peeters', phone, notes: 'Second note', marketingConsent: true },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      id: first.body.id,
      isExisting: true,
      firstName: 'Anna',
      lastName: 'Peeters',
      phone: e164(phone),
      notes: 'First note',
      marketingConsent: false,
    });
    const byPhone = await call('POST', '/public/customers', { key, body: { phone } });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.id).toBe(first.body.id);
    const list = await call('GET', '/public/customers', { key });
    expect(list.body.data).toHaveLength(1);
  });
});

describe('privacy between businesses', () => {
  it('shows each business only what it wrote itself, and only its own visits', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const email = uniqueEmail('secret');
    const fromA = await call('POST', '/public/customers', {
      key: a.key,
      body: {
        email,
        firstName: 'Alice-from-A',
        lastName: 'Lastname-from-A',
        company: 'Company-from-A',
        vatNumber: 'BE0999999999',
        notes: 'Private note of business A',
        address: { line1: 'Address-from-A 1', postalCode: '9000', city: 'Gent', country: 'BE' },
        marketingConsent: true,
      },
    });
    expect(fromA.status).toBe(201);
    await addTransaction(a.business.id, fromA.body.id, 'sale', 12_345, '2025-03-01T10:00:00Z');
    await addTransaction(a.business.id, fromA.body.id, 'sale', 5_000, '2025-03-02T10:00:00Z');

    const fromB = await call('POST', '/public/customers', { key: b.key, body: { email, firstName: 'Bea' } });
    expect(fromB.status).toBe(201);
    expect(fromB.body).toMatchObject({
      isExisting: true,
      firstName: 'Bea',
      lastName: null,
      company: null,
      vatNumber: null,
      notes: null,
      address: null,
      phone: null,
      marketingConsent: false,
    });
    await addTransaction(b.business.id, fromB.body.id, 'sale', 1_000, '2025-04-01T08:00:00Z', 'online');

    const leaks = ['from-A', 'Private note', 'BE0999999999', fromA.body.id, '123.45', '9000'];
    const readB = await call('GET', `/public/customers/${fromB.body.id}`, { key: b.key });
    const listB = await call('GET', '/public/customers', { key: b.key });
    const searchB = await call('GET', `/public/customers?q=${encodeURIComponent('from-A')}`, { key: b.key });
    for (const res of [fromB, readB, listB]) {
      for (const leak of leaks) expect(res.text).not.toContain(leak);
    }
    expect(searchB.body.data).toEqual([]);
    expect(readB.body).toMatchObject({ visits: 1, totalSpent: 10, lastVisit: '2025-04-01T08:00:00.000Z' });
    expect(readB.body.recentTransactions).toHaveLength(1);
    expect(listB.body.data).toHaveLength(1);

    // A's record is untouched by B's post, and A sees only its own visits.
    const readA = await call('GET', `/public/customers/${fromA.body.id}`, { key: a.key });
    expect(readA.body).toMatchObject({ firstName: 'Alice-from-A', notes: 'Private note of business A', visits: 2, totalSpent: 173.45 });
    expect(readA.text).not.toContain('Bea');
  });

  it('answers 404 for another business’s customer, on read and on update', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const ofA = await call('POST', '/public/customers', { key: a.key, body: { email: uniqueEmail(), notes: 'A only' } });
    const read = await call('GET', `/public/customers/${ofA.body.id}`, { key: b.key });
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('not_found');
    const patch = await call('PATCH', `/public/customers/${ofA.body.id}`, { key: b.key, body: { notes: 'overwritten' } });
    expect(patch.status).toBe(404);
    expect((await call('GET', `/public/customers/${newId('customer')}`, { key: a.key })).status).toBe(404);
    const stillA = await call('GET', `/public/customers/${ofA.body.id}`, { key: a.key });
    expect(stillA.body.notes).toBe('A only');
  });
});

describe('visit history', () => {
  it('counts sales, subtracts refunds and lists the latest 10 transactions, newest first', async () => {
    const { business, key } = await setup(RW);
    const created = await call('POST', '/public/customers', { key, body: { phone: uniquePhone() } });
    const id = created.body.id;
    for (let day = 1; day <= 11; day++) {
      await addTransaction(business.id, id, 'sale', 1_010, `2025-05-${String(day).padStart(2, '0')}T12:00:00Z`);
    }
    const refund = await addTransaction(business.id, id, 'refund', -1_010, '2025-05-12T09:00:00Z', 'online');
    const res = await call('GET', `/public/customers/${id}`, { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ visits: 11, lastVisit: '2025-05-11T12:00:00.000Z', totalSpent: 101, currency: 'EUR' });
    expect(res.body.recentTransactions).toHaveLength(10);
    expect(res.body.recentTransactions[0]).toEqual({
      id: refund,
      occurredAt: '2025-05-12T09:00:00.000Z',
      channel: 'online',
      kind: 'refund',
      totalAmount: -10.1,
    });
    expect(res.body.recentTransactions[1]).toMatchObject({ channel: 'pos', kind: 'sale', totalAmount: 10.1, occurredAt: '2025-05-11T12:00:00.000Z' });
    expect(res.body.recentTransactions[9].occurredAt).toBe('2025-05-03T12:00:00.000Z');
  });
});

describe('customer validation', () => {
  const cases: [string, unknown, string][] = [
    ['neither email nor phone', { firstName: 'Anna' }, 'email'],
    ['null email and phone', { email: null, phone: null }, 'email'],
    ['a malformed email', { email: 'anna@' }, 'email'],
    ['a malformed phone', { phone: '12' }, 'phone'],
    ['letters as a phone', { email: 'ok@example.be', phone: 'call me' }, 'phone'],
    ['an unknown field', { email: 'ok@example.be', nickname: 'Annie' }, 'nickname'],
    ['an unknown country', { email: 'ok@example.be', address: { line1: 'x 1', postalCode: '1000', city: 'Bxl', country: 'XX' } }, 'address.country'],
    ['an unknown address field', { email: 'ok@example.be', address: { line1: 'x 1', postalCode: '1000', city: 'Bxl', country: 'BE', state: 'Brabant' } }, 'address.state'],
    ['a missing address line', { email: 'ok@example.be', address: { postalCode: '1000', city: 'Bxl', country: 'BE' } }, 'address.line1'],
    ['a non-boolean consent', { email: 'ok@example.be', marketingConsent: 'yes' }, 'marketingConsent'],
  ];
  it.each(cases)('refuses %s with 400 naming the field', async (_name, body, path) => {
    const { key } = await setup(RW);
    const res = await call('POST', '/public/customers', { key, body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('refuses a PATCH that is empty, unknown, malformed, or leaves neither email nor phone', async () => {
    const { key } = await setup(RW);
    const created = await call('POST', '/public/customers', { key, body: { email: uniqueEmail() } });
    const path = `/public/customers/${created.body.id}`;
    expect((await call('PATCH', path, { key, body: {} })).status).toBe(400);
    const unknown = await call('PATCH', path, { key, body: { isExisting: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].path).toBe('isExisting');
    const badPhone = await call('PATCH', path, { key, body: { phone: '0000' } });
    expect(badPhone.body.error.details[0].path).toBe('phone');
    const cleared = await call('PATCH', path, { key, body: { email: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.details[0].path).toBe('email');
    const swapped = await call('PATCH', path, { key, body: { email: null, phone: '0470 99 88 77' } });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ email: null, phone: '+32470998877' });
  });

  it('refuses bad list filters', async () => {
    const { key } = await setup(RW);
    const res = await call('GET', '/public/customers?phone=abc', { key });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('phone');
    expect((await call('GET', '/public/customers?limit=0', { key })).status).toBe(400);
    expect((await call('GET', '/public/customers?cursor=nope', { key })).status).toBe(400);
    expect((await call('GET', '/public/customers?colour=red', { key })).status).toBe(400);
  });
});

describe('customer scopes', () => {
  it('needs customers:read to read (customers:write does not imply it) and customers:write to write', async () => {
    const writer = await setup(['customers:write']);
    const created = await call('POST', '/public/customers', { key: writer.key, body: { email: uniqueEmail() } });
    expect(created.status).toBe(201);
    for (const path of ['/public/customers', `/public/customers/${created.body.id}`]) {
      const res = await call('GET', path, { key: writer.key });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'customers:read' });
    }
    const reader = await makeKey(writer.business.id, ['customers:read']);
    expect((await call('GET', `/public/customers/${created.body.id}`, { key: reader.key })).status).toBe(200);
    const post = await call('POST', '/public/customers', { key: reader.key, body: { email: uniqueEmail() } });
    expect(post.status).toBe(403);
    expect(post.body.error.requiredScope).toBe('customers:write');
    const patch = await call('PATCH', `/public/customers/${created.body.id}`, { key: reader.key, body: { notes: 'x' } });
    expect(patch.status).toBe(403);
    expect((await call('GET', '/public/customers', {})).status).toBe(401);
    const other = await makeKey(writer.business.id, ['products:read', 'products:write']);
    expect((await call('POST', '/public/customers', { key: other.key, body: { email: uniqueEmail() } })).status).toBe(403);
  });
});

describe('customer idempotency', () => {
  it('replays a POST with the same Idempotency-Key without creating anything', async () => {
    const { key } = await setup(RW);
    const body = { email: uniqueEmail(), firstName: 'Anna' };
    const headers = { 'Idempotency-Key': `cust-${newId('customer')}` };
    const first = await call('POST', '/public/customers', { key, body, headers });
    expect(first.status).toBe(201);
    const replay = await call('POST', '/public/customers', { key, body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const different = await call('POST', '/public/customers', { key, body: { ...body, firstName: 'Other' }, headers });
    expect(different.status).toBe(422);
    const list = await call('GET', '/public/customers', { key });
    expect(list.body.data).toHaveLength(1);

    // A post that found an existing customer answers 200, and its replay does too.
    const againHeaders = { 'Idempotency-Key': `cust-${newId('customer')}` };
    const again = await call('POST', '/public/customers', { key, body, headers: againHeaders });
    expect(again.status).toBe(200);
    expect(again.body.isExisting).toBe(true);
    const againReplay = await call('POST', '/public/customers', { key, body, headers: againHeaders });
    expect(againReplay.status).toBe(200);
    expect(againReplay.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('customer list', () => {
  it('pages in creation order and filters by email, phone and q', async () => {
    const { key } = await setup(RW);
    const phone = uniquePhone();
    const bodies = [
      { email: uniqueEmail('jan'), firstName: 'Jan', lastName: 'Janssens' },
      { phone, firstName: 'Marie', lastName: 'Dubois', company: 'Chocolaterie Dubois' },
      { email: uniqueEmail('piet'), firstName: 'Piet' },
      { email: uniqueEmail('sofie'), lastName: 'Maes' },
      { email: uniqueEmail('lea'), firstName: 'Léa', company: 'Dubois & fils' },
    ];
    const ids: string[] = [];
    for (const body of bodies) ids.push((await call('POST', '/public/customers', { key, body })).body.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/public/customers?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call('GET', query, { key });
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((c: { id: string }) => c.id));
      cursor = page.body.nextCursor;
      expect(page.body.hasMore).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(ids);

    const ids_ = (res: { body: { data: { id: string }[] } }) => res.body.data.map((c) => c.id);
    const byEmail = await call('GET', `/public/customers?email=${encodeURIComponent(` ${bodies[2]!.email!.toUpperCase()} `)}`, { key });
    expect(ids_(byEmail)).toEqual([ids[2]]);
    const byPhone = await call('GET', `/public/customers?phone=${encodeURIComponent(`+32 ${phone.slice(1)}`)}`, { key });
    expect(ids_(byPhone)).toEqual([ids[1]]);
    expect(ids_(await call('GET', '/public/customers?q=dubois', { key }))).toEqual([ids[1], ids[4]]);
    expect(ids_(await call('GET', `/public/customers?q=${encodeURIComponent('jan janssens')}`, { key }))).toEqual([ids[0]]);
    expect(ids_(await call('GET', '/public/customers?q=maes', { key }))).toEqual([ids[3]]);
    expect(ids_(await call('GET', '/public/customers?q=100%25', { key }))).toEqual([]);
    expect(ids_(await call('GET', `/public/customers?q=dubois&limit=1`, { key }))).toEqual([ids[1]]);
  });
});

describe('concurrent creation', () => {
  it('creates one person and one customer when the same new email is posted in parallel', async () => {
    const { key } = await setup(RW);
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('POST', '/public/customers', { key, body: { email: i % 2 ? email.toUpperCase() : email } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => r.body.isExisting === false)).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(persons).where(eq(persons.email, email))).toHaveLength(1);
  });

  it('links one person to several businesses posting the same new phone in parallel', async () => {
    const businesses = await Promise.all([setup(RW), setup(RW), setup(RW), setup(RW)]);
    const phone = uniquePhone();
    const results = await Promise.all(businesses.map(({ key }) => call('POST', '/public/customers', { key, body: { phone } })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.filter((r) => r.body.isExisting === false)).toHaveLength(1);
    const personIds = new Set(await Promise.all(results.map((r) => personIdOf(r.body.id))));
    expect(personIds.size).toBe(1);
    const db = await getDb();
    expect(await db.select().from(persons).where(eq(persons.phone, e164(phone)))).toHaveLength(1);
  });

  it('creates one customer when a known person is posted to a business in parallel', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const email = uniqueEmail('known');
    await call('POST', '/public/customers', { key: a.key, body: { email } });
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/public/customers', { key: b.key, body: { email } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.body.isExisting === true)).toBe(true);
  });
});
