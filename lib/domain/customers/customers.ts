// Customers: a platform-wide person (email, phone) linked to a business, with that business's own record.
// A business only ever reads its own customer rows and its own transactions: nothing another business
// wrote about the same person is returned.
import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, customers, persons, transactions } from '../../db/schema';
import type { Actor } from '../catalog/products';
import { recordEvent } from '../events/events';
import { ensureLoyaltyCard } from '../loyalty/cards';
import { isUniqueViolation } from '../shared/db-errors';
import { invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { containsPattern } from '../shared/like';
import { fromMinor } from '../shared/money';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { updatedAfter } from '../shared/updated-since';
import { normaliseEmail, normalisePhone } from './identity';
import type { CreateCustomerBody, CustomerDetail, CustomerView, UpdateCustomerBody } from './schemas';

type CustomerRow = typeof customers.$inferSelect;
type Person = typeof persons.$inferSelect;

const RECENT_TRANSACTIONS = 10;
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'vatNumber', 'notes'] as const;

function toView(row: CustomerRow): CustomerView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    vatNumber: row.vatNumber,
    peppolId: row.peppolId ?? null,
    address: row.address
      ? {
          line1: row.address.line1,
          line2: row.address.line2 ?? null,
          postalCode: row.address.postalCode,
          city: row.address.city,
          country: row.address.country,
        }
      : null,
    notes: row.notes,
    marketingConsent: row.marketingConsent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Email and phone as identity keys; re-normalised so callers outside the API may pass raw values. */
function identityOf(input: { email?: string | null; phone?: string | null }) {
  const email = input.email ? normaliseEmail(input.email) : null;
  let phone: string | null = null;
  if (input.phone) {
    phone = normalisePhone(input.phone);
    if (!phone) throw invalid('phone', 'must be a valid phone number (national Belgian or +country code)');
  }
  return { email, phone };
}

/** Runs `work` in a savepoint: a failed statement then leaves the enclosing transaction usable. */
function inSavepoint<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

async function personBy(db: Db, column: typeof persons.email | typeof persons.phone, value: string | null) {
  if (!value) return undefined;
  const [person] = await db.select().from(persons).where(eq(column, value)).limit(1);
  return person;
}

/** Records an identity key the person lacks, unless another person took it meanwhile. */
async function completePerson(db: Db, person: Person, key: 'email' | 'phone', value: string) {
  try {
    await inSavepoint(db, (tx) =>
      tx
        .update(persons)
        .set({ [key]: value })
        .where(and(eq(persons.id, person.id), isNull(persons[key]))),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * The person with this email or phone (email wins when they point at different persons), or a new one.
 * Concurrent requests for the same new person meet at the unique indexes of `persons`: the loser looks again.
 */
async function findOrCreatePerson(db: Db, email: string | null, phone: string | null): Promise<{ person: Person; isExisting: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const byEmail = await personBy(db, persons.email, email);
    const byPhone = await personBy(db, persons.phone, phone);
    const person = byEmail ?? byPhone;
    if (person) {
      if (email && !person.email) await completePerson(db, person, 'email', email);
      if (phone && !person.phone && !byPhone) await completePerson(db, person, 'phone', phone);
      return { person, isExisting: true };
    }
    try {
      const [created] = await inSavepoint(db, (tx) => tx.insert(persons).values({ id: newId('person'), email, phone }).returning());
      return { person: created!, isExisting: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not resolve the person: the identity keys keep changing');
}

async function customerRow(db: Db, businessId: string, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), where))
    .limit(1);
  return row;
}

/**
 * A repeated post of a known customer fills only the fields this business left empty; it never overwrites.
 * Filling any records customer.updated.
 */
async function fillEmptyFields(db: Db, row: CustomerRow, input: CreateCustomerBody & { email: string | null; phone: string | null }) {
  const changes: Partial<typeof customers.$inferInsert> = {};
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (value != null && row[field] == null) changes[field] = value;
  }
  if (input.address && !row.address) changes.address = input.address;
  if (input.peppolId && !row.peppolId) changes.peppolId = input.peppolId;
  if (Object.keys(changes).length === 0) return row;
  const [updated] = await db
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.id, row.id))
    .returning();
  await recordEvent(db, row.businessId, 'customer.updated', toView(updated!));
  return updated!;
}

export type CreateCustomerResult = { customer: CustomerView; isExisting: boolean; created: boolean };

/**
 * Links the person with this email or phone to the business, creating the person when unknown
 * (`isExisting` says whether the person was known). A person already linked to this business gives back
 * the same customer (`created: false`) with only its empty fields filled in. Gives the customer a loyalty
 * card when the business runs a programme. One transaction (a savepoint when `db` is a transaction).
 */
export async function createCustomer(db: Db, businessId: string, input: CreateCustomerBody, actor: Actor): Promise<CreateCustomerResult> {
  void actor; // customers carry no audit trail yet; kept so every write names its actor
  const identity = identityOf(input);
  if (!identity.email && !identity.phone) throw invalid('email', 'at least one of email or phone is required');
  const values = { ...input, ...identity };

  return db.transaction(async (tx) => {
    const { person, isExisting } = await findOrCreatePerson(tx, identity.email, identity.phone);
    const linked = async (row: CustomerRow): Promise<CreateCustomerResult> => {
      const filled = await fillEmptyFields(tx, row, values);
      await ensureLoyaltyCard(tx, businessId, row.id);
      return { customer: toView(filled), isExisting: true, created: false };
    };

    const existing = await customerRow(tx, businessId, eq(customers.personId, person.id));
    if (existing) return linked(existing);

    let row: CustomerRow;
    try {
      const [inserted] = await inSavepoint(tx, (sp) =>
        sp
          .insert(customers)
          .values({
            id: newId('customer'),
            businessId,
            personId: person.id,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            email: identity.email,
            phone: identity.phone,
            company: input.company ?? null,
            vatNumber: input.vatNumber ?? null,
            peppolId: input.peppolId ?? null,
            address: input.address ?? null,
            notes: input.notes ?? null,
            marketingConsent: input.marketingConsent ?? false,
          })
          .returning(),
      );
      row = inserted!;
    } catch (error) {
      // The same person posted to this business by a concurrent request: that one's customer wins.
      if (!isUniqueViolation(error, 'customers_business_person_idx')) throw error;
      const winner = await customerRow(tx, businessId, eq(customers.personId, person.id));
      if (!winner) throw error;
      return linked(winner);
    }
    await ensureLoyaltyCard(tx, businessId, row.id);
    const customer = toView(row);
    await recordEvent(tx, businessId, 'customer.created', customer);
    return { customer, isExisting, created: true };
  });
}

/** The digits a phone search means in E.164 (a national 0 becomes Belgium's 32), or null when `q` is no phone. */
export function phoneDigits(q: string): string | null {
  if (!/^[+\d\s./()-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (q.trim().startsWith('+')) return digits;
  return digits.startsWith('00') ? digits.slice(2) : digits.startsWith('0') ? `32${digits.slice(1)}` : digits;
}

export type CustomerFilters = { email?: string; phone?: string; q?: string; updatedSince?: string };

/** Lists a business's customers in creation order, filtered, one page at a time. */
export async function listCustomers(db: Db, businessId: string, filters: CustomerFilters, page: PageRequest): Promise<Page<CustomerView>> {
  const conditions = [eq(customers.businessId, businessId)];
  if (page.after) conditions.push(gt(customers.id, page.after));
  if (filters.email) conditions.push(eq(customers.email, normaliseEmail(filters.email)));
  if (filters.phone) conditions.push(eq(customers.phone, normalisePhone(filters.phone) ?? filters.phone));
  if (filters.updatedSince) conditions.push(updatedAfter(customers.updatedAt, filters.updatedSince));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const fullName = sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`;
    const matches = [ilike(fullName, pattern), ilike(customers.company, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern)];
    // Phones are stored in E.164: "0470 12 34" is looked for as "+32470 1234…" too.
    const digits = phoneDigits(filters.q);
    if (digits) matches.push(ilike(customers.phone, `%${digits}%`));
    conditions.push(or(...matches)!);
  }
  const rows = await db
    .select()
    .from(customers)
    .where(and(...conditions))
    .orderBy(asc(customers.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toView), page.limit);
}

async function customerRowOrThrow(db: Db, businessId: string, customerId: string): Promise<CustomerRow> {
  const row = await customerRow(db, businessId, eq(customers.id, customerId));
  if (!row) throw notFound('Customer');
  return row;
}

/** One customer of the business with its visit history: this business's transactions only. */
export async function getCustomerOrThrow(db: Db, businessId: string, customerId: string): Promise<CustomerDetail> {
  const row = await customerRowOrThrow(db, businessId, customerId);
  const [business] = await db.select({ currency: businesses.currency }).from(businesses).where(eq(businesses.id, businessId));
  const currency = business?.currency ?? 'EUR';
  const ofCustomer = and(eq(transactions.businessId, businessId), eq(transactions.customerId, customerId));
  const [totals] = await db
    .select({
      visits: sql<number>`count(*) filter (where ${transactions.kind} = 'sale')`.mapWith(Number),
      lastVisit: sql<Date | null>`max(${transactions.occurredAt}) filter (where ${transactions.kind} = 'sale')`.mapWith(
        transactions.occurredAt,
      ),
      // Refunds count negative whichever sign they were stored with.
      totalMinor: sql<number>`coalesce(sum(case when ${transactions.kind} = 'sale' then ${transactions.totalMinor} else -abs(${transactions.totalMinor}) end), 0)`.mapWith(
        Number,
      ),
    })
    .from(transactions)
    .where(ofCustomer);
  const recent = await db
    .select({
      id: transactions.id,
      occurredAt: transactions.occurredAt,
      channel: transactions.channel,
      kind: transactions.kind,
      totalMinor: transactions.totalMinor,
    })
    .from(transactions)
    .where(ofCustomer)
    .orderBy(desc(transactions.occurredAt), desc(transactions.id))
    .limit(RECENT_TRANSACTIONS);
  return {
    ...toView(row),
    visits: totals?.visits ?? 0,
    lastVisit: totals?.lastVisit ? new Date(totals.lastVisit).toISOString() : null,
    totalSpent: fromMinor(totals?.totalMinor ?? 0, currency),
    currency,
    recentTransactions: recent.map((t) => ({
      id: t.id,
      occurredAt: t.occurredAt.toISOString(),
      channel: t.channel,
      kind: t.kind,
      totalAmount: fromMinor(t.kind === 'sale' ? t.totalMinor : -Math.abs(t.totalMinor), currency),
    })),
  };
}

/**
 * Updates this business's record of a customer (event customer.updated). Email and phone change on the record
 * only: the link to the person (and the person's identity keys) stays as it is. A patch that changes nothing
 * writes nothing.
 */
export async function updateCustomer(db: Db, businessId: string, customerId: string, input: UpdateCustomerBody): Promise<CustomerView> {
  const row = await customerRowOrThrow(db, businessId, customerId);
  const changes: Partial<typeof customers.$inferInsert> = {};
  for (const field of TEXT_FIELDS) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  if (input.address !== undefined) changes.address = input.address;
  if (input.peppolId !== undefined) changes.peppolId = input.peppolId;
  if (input.marketingConsent !== undefined) changes.marketingConsent = input.marketingConsent;
  if (input.email) changes.email = identityOf({ email: input.email }).email;
  if (input.phone) changes.phone = identityOf({ phone: input.phone }).phone;
  const email = changes.email !== undefined ? changes.email : row.email;
  const phone = changes.phone !== undefined ? changes.phone : row.phone;
  if (!email && !phone) {
    throw invalid(input.email === null ? 'email' : 'phone', 'at least one of email or phone must remain');
  }
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).some((key) => !isDeepStrictEqual(changes[key], row[key]));
  if (!changed) return toView(row);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customers)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
      .returning();
    const customer = toView(updated!);
    await recordEvent(tx, businessId, 'customer.updated', customer);
    return customer;
  });
}
