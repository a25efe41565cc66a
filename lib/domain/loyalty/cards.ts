// Loyalty cards: one per customer of a business that runs a programme.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, loyaltyCards, loyaltyLedger, loyaltyPrograms, loyaltyRewards } from '../../db/schema';
import { notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import type { LedgerEntry, LoyaltyCard, LoyaltyCardDetail } from './schemas';

/** Gives a customer their card when the business has a programme; returns the card id (or null: no programme). */
export async function ensureLoyaltyCard(db: Db, businessId: string, customerId: string): Promise<string | null> {
  const [program] = await db.select({ businessId: loyaltyPrograms.businessId }).from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, businessId));
  if (!program) return null;
  await db.insert(loyaltyCards).values({ id: newId('loyaltyCard'), businessId, customerId }).onConflictDoNothing({ target: loyaltyCards.customerId });
  const [card] = await db
    .select({ id: loyaltyCards.id })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.businessId, businessId), eq(loyaltyCards.customerId, customerId)));
  return card!.id;
}

const cardColumns = {
  id: loyaltyCards.id,
  customerId: loyaltyCards.customerId,
  points: loyaltyCards.points,
  stamps: loyaltyCards.stamps,
  fullCards: loyaltyCards.fullCards,
  stampsPerCard: loyaltyPrograms.stampsPerCard,
  createdAt: loyaltyCards.createdAt,
  updatedAt: loyaltyCards.updatedAt,
};
type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };

export function toCard(row: CardRow): LoyaltyCard {
  return {
    id: row.id,
    customerId: row.customerId,
    points: row.points,
    stamps: row.stamps,
    stampsPerCard: row.stampsPerCard,
    fullCards: row.fullCards,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLedgerEntry(row: typeof loyaltyLedger.$inferSelect): LedgerEntry {
  return {
    id: row.id,
    cardId: row.cardId,
    kind: row.kind as LedgerEntry['kind'],
    amount: row.amount,
    pointsAfter: row.pointsAfter,
    stampsAfter: row.stampsAfter,
    fullCardsAfter: row.fullCardsAfter,
    rewardId: row.rewardId,
    couponId: row.couponId,
    note: row.note,
    apiKeyId: row.apiKeyId,
    actor: row.actor as LedgerEntry['actor'],
    createdAt: row.createdAt.toISOString(),
  };
}

const selectCards = (db: Db) =>
  db.select(cardColumns).from(loyaltyCards).innerJoin(loyaltyPrograms, eq(loyaltyPrograms.businessId, loyaltyCards.businessId));

/** A card of this business, or 404 (another business's card is indistinguishable from a missing one). */
export async function findCardOrThrow(db: Db, businessId: string, cardId: string): Promise<LoyaltyCard> {
  const [row] = await selectCards(db)
    .where(and(eq(loyaltyCards.businessId, businessId), eq(loyaltyCards.id, cardId)))
    .limit(1);
  if (!row) throw notFound('Loyalty card');
  return toCard(row);
}

/** Cards of a business in creation order, optionally those of one customer. */
export async function listLoyaltyCards(
  db: Db,
  businessId: string,
  filters: { customerId?: string },
  page: PageRequest,
): Promise<Page<LoyaltyCard>> {
  const conditions = [eq(loyaltyCards.businessId, businessId)];
  if (page.after) conditions.push(gt(loyaltyCards.id, page.after));
  if (filters.customerId) conditions.push(eq(loyaltyCards.customerId, filters.customerId));
  const rows = await selectCards(db)
    .where(and(...conditions))
    .orderBy(asc(loyaltyCards.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toCard), page.limit);
}

/** A card with its latest ledger entries and the programme's rewards, each marked available or not. */
export async function getLoyaltyCardOrThrow(db: Db, businessId: string, cardId: string, recent = 50): Promise<LoyaltyCardDetail> {
  const card = await findCardOrThrow(db, businessId, cardId);
  const entries = await db
    .select()
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.businessId, businessId), eq(loyaltyLedger.cardId, cardId)))
    .orderBy(desc(loyaltyLedger.id))
    .limit(recent);
  const rewards = await db
    .select()
    .from(loyaltyRewards)
    .where(and(eq(loyaltyRewards.businessId, businessId), eq(loyaltyRewards.active, true)))
    .orderBy(asc(loyaltyRewards.kind), asc(loyaltyRewards.pointsCost), asc(loyaltyRewards.id));
  return {
    ...card,
    ledger: entries.map(toLedgerEntry),
    rewards: rewards.map((reward) => ({
      id: reward.id,
      kind: reward.kind,
      name: reward.name,
      pointsCost: reward.kind === 'points' ? reward.pointsCost : null,
      available: reward.kind === 'points' ? card.points >= (reward.pointsCost ?? 0) : card.fullCards >= 1,
    })),
  };
}

export type Cardholder = { customerId: string; firstName: string | null; lastName: string | null; email: string | null; phone: string | null; stamps: number; fullCards: number; points: number };

/** The business's most loyal cardholders: most rewards waiting, then points, then stamps. */
export async function topCardholders(db: Db, businessId: string, limit = 5): Promise<Cardholder[]> {
  return db
    .select({
      customerId: loyaltyCards.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      stamps: loyaltyCards.stamps,
      fullCards: loyaltyCards.fullCards,
      points: loyaltyCards.points,
    })
    .from(loyaltyCards)
    .innerJoin(customers, and(eq(customers.businessId, loyaltyCards.businessId), eq(customers.id, loyaltyCards.customerId)))
    .where(eq(loyaltyCards.businessId, businessId))
    .orderBy(desc(loyaltyCards.fullCards), desc(loyaltyCards.points), desc(loyaltyCards.stamps), asc(loyaltyCards.id))
    .limit(limit);
}
