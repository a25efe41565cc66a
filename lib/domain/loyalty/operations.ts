// Stamps, points and rewards on a card. Every change is one conditional UPDATE … RETURNING (a balance is only
// spent when it is still there, so concurrent operations never spend it twice) plus its ledger entry, in one
// transaction; the CHECK constraint on the card balances is the backstop.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyCards, loyaltyLedger, loyaltyRewards } from '../../db/schema';
import type { Actor } from '../catalog/products';
import { recordEvent } from '../events/events';
import { isCheckViolation } from '../shared/db-errors';
import { DomainError } from '../shared/errors';
import { newId } from '../shared/ids';
import { findCardOrThrow, toLedgerEntry } from './cards';
import { parseInput } from './program';
import {
  type AddStampsBody,
  addStampsBody,
  type AdjustPointsBody,
  adjustPointsBody,
  type LedgerEntry,
  type LoyaltyOperationResult,
  type RedeemRewardBody,
  redeemRewardBody,
  type RemoveStampsBody,
  removeStampsBody,
} from './schemas';

type CardRow = typeof loyaltyCards.$inferSelect;
const MAX_BALANCE = 2_147_483_647; // the integer column's limit

export type LedgerWrite = {
  businessId: string;
  cardId: string | null;
  kind: LedgerEntry['kind'];
  amount: number;
  /** The card's balances after the operation (null: no card). */
  balances: Pick<CardRow, 'points' | 'stamps' | 'fullCards'> | null;
  rewardId?: string;
  couponId?: string;
  note?: string | null;
  actor: Actor;
};

/** Writes one ledger entry; call it inside the operation's transaction. */
export async function writeLedgerEntry(db: Db, entry: LedgerWrite): Promise<LedgerEntry> {
  const [row] = await db
    .insert(loyaltyLedger)
    .values({
      id: newId('loyaltyEntry'),
      businessId: entry.businessId,
      cardId: entry.cardId,
      kind: entry.kind,
      amount: entry.amount,
      pointsAfter: entry.balances?.points ?? null,
      stampsAfter: entry.balances?.stamps ?? null,
      fullCardsAfter: entry.balances?.fullCards ?? null,
      rewardId: entry.rewardId ?? null,
      couponId: entry.couponId ?? null,
      note: entry.note || null,
      apiKeyId: entry.actor.kind === 'api' ? entry.actor.apiKeyId : null,
      actor: entry.actor.kind,
    })
    .returning();
  return toLedgerEntry(row!);
}

function result(row: CardRow, stampsPerCard: number, entries: LedgerEntry[]): LoyaltyOperationResult {
  return {
    id: row.id,
    customerId: row.customerId,
    points: row.points,
    stamps: row.stamps,
    stampsPerCard,
    fullCards: row.fullCards,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ledgerEntryId: entries[0]!.id,
    ledgerEntries: entries,
  };
}

/** Records the operation's loyalty.operation event (the operation as the API answers it) in its transaction. */
async function recorded(tx: Db, businessId: string, operation: LoyaltyOperationResult): Promise<LoyaltyOperationResult> {
  await recordEvent(tx, businessId, 'loyalty.operation', operation);
  return operation;
}

const notEnough = (path: string, message: string, available?: number) =>
  new DomainError('validation_failed', message, {
    details: [{ path, message }],
    ...(available === undefined ? {} : { available }),
  });

/** Runs a card operation in its own transaction (a savepoint inside the request's); the CHECK is reported as the rule. */
async function inTransaction<T>(db: Db, path: string, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isCheckViolation(error)) throw notEnough(path, 'Not enough balance on the card: nothing was changed');
    throw error;
  }
}

const cardWhere = (businessId: string, cardId: string) => and(eq(loyaltyCards.businessId, businessId), eq(loyaltyCards.id, cardId));

async function currentCard(tx: Db, businessId: string, cardId: string): Promise<CardRow> {
  const [row] = await tx.select().from(loyaltyCards).where(cardWhere(businessId, cardId));
  return row!;
}

/**
 * Adds stamps. Each time the stamps reach the programme's stamps per card, a card is completed (stamps go down by
 * stampsPerCard, fullCards up by one; a large count completes several): entries `stamps_added`, then `card_completed`.
 */
export async function addStamps(
  db: Db,
  businessId: string,
  cardId: string,
  input: AddStampsBody,
  actor: Actor,
): Promise<LoyaltyOperationResult> {
  const { count, note } = parseInput(addStampsBody, input);
  return inTransaction(db, 'count', async (tx) => {
    const card = await findCardOrThrow(tx, businessId, cardId);
    const [added] = await tx
      .update(loyaltyCards)
      .set({ stamps: sql`${loyaltyCards.stamps} + ${count}`, updatedAt: new Date() })
      .where(cardWhere(businessId, cardId))
      .returning();
    if (!added) throw new DomainError('not_found', 'Loyalty card not found');
    // The stamps_added entry shows the stamps collected before completion (they may exceed stampsPerCard).
    const entries = [await writeLedgerEntry(tx, { businessId, cardId, kind: 'stamps_added', amount: count, balances: added, note, actor })];
    let row = added;
    const completed = Math.floor(added.stamps / card.stampsPerCard);
    if (completed > 0) {
      // The row is locked by the update above, so these are still our stamps.
      const [done] = await tx
        .update(loyaltyCards)
        .set({
          stamps: sql`${loyaltyCards.stamps} - ${completed * card.stampsPerCard}`,
          fullCards: sql`${loyaltyCards.fullCards} + ${completed}`,
        })
        .where(cardWhere(businessId, cardId))
        .returning();
      row = done!;
      entries.push(await writeLedgerEntry(tx, { businessId, cardId, kind: 'card_completed', amount: completed, balances: row, note, actor }));
    }
    return recorded(tx, businessId, result(row, card.stampsPerCard, entries));
  });
}

/** Removes stamps from the current card (a correction); never below zero, else 400 and nothing changes. */
export async function removeStamps(
  db: Db,
  businessId: string,
  cardId: string,
  input: RemoveStampsBody,
  actor: Actor,
): Promise<LoyaltyOperationResult> {
  const { count, note } = parseInput(removeStampsBody, input);
  return inTransaction(db, 'count', async (tx) => {
    const card = await findCardOrThrow(tx, businessId, cardId);
    const [row] = await tx
      .update(loyaltyCards)
      .set({ stamps: sql`${loyaltyCards.stamps} - ${count}`, updatedAt: new Date() })
      .where(and(cardWhere(businessId, cardId), gte(loyaltyCards.stamps, count)))
      .returning();
    if (!row) {
      const { stamps } = await currentCard(tx, businessId, cardId);
      throw notEnough('count', `Not enough stamps: the card has ${stamps}, cannot remove ${count}`, stamps);
    }
    const entry = await writeLedgerEntry(tx, { businessId, cardId, kind: 'stamps_removed', amount: -count, balances: row, note, actor });
    return recorded(tx, businessId, result(row, card.stampsPerCard, [entry]));
  });
}

/** Adds (positive) or deducts (negative) points; the balance never goes below zero, else 400 and nothing changes. */
export async function adjustPoints(
  db: Db,
  businessId: string,
  cardId: string,
  input: AdjustPointsBody,
  actor: Actor,
): Promise<LoyaltyOperationResult> {
  const { points, reason } = parseInput(adjustPointsBody, input);
  return inTransaction(db, 'points', async (tx) => {
    const card = await findCardOrThrow(tx, businessId, cardId);
    const after = sql`${loyaltyCards.points}::bigint + ${points}`;
    const [row] = await tx
      .update(loyaltyCards)
      .set({ points: sql`${loyaltyCards.points} + ${points}`, updatedAt: new Date() })
      .where(and(cardWhere(businessId, cardId), sql`${after} between 0 and ${MAX_BALANCE}`))
      .returning();
    if (!row) {
      const current = await currentCard(tx, businessId, cardId);
      if (points < 0) throw notEnough('points', `Not enough points: the card has ${current.points}, cannot deduct ${-points}`, current.points);
      throw notEnough('points', `The points balance cannot exceed ${MAX_BALANCE}`);
    }
    const kind = points > 0 ? 'points_added' : 'points_removed';
    const entry = await writeLedgerEntry(tx, { businessId, cardId, kind, amount: points, balances: row, note: reason, actor });
    return recorded(tx, businessId, result(row, card.stampsPerCard, [entry]));
  });
}

/** Redeems a reward: a points reward spends its cost, the stamp reward one full card. Not enough → 400; unknown → 404. */
export async function redeemReward(
  db: Db,
  businessId: string,
  cardId: string,
  input: RedeemRewardBody,
  actor: Actor,
): Promise<LoyaltyOperationResult> {
  const { rewardId } = parseInput(redeemRewardBody, input);
  return inTransaction(db, 'rewardId', async (tx) => {
    const card = await findCardOrThrow(tx, businessId, cardId);
    const [reward] = await tx
      .select()
      .from(loyaltyRewards)
      .where(and(eq(loyaltyRewards.businessId, businessId), eq(loyaltyRewards.id, rewardId), eq(loyaltyRewards.active, true)));
    if (!reward) {
      throw new DomainError('not_found', 'Reward not found', { details: [{ path: 'rewardId', message: 'no such reward in this programme' }] });
    }
    const byPoints = reward.kind === 'points';
    const cost = byPoints ? reward.pointsCost! : 1;
    const [row] = await tx
      .update(loyaltyCards)
      .set(
        byPoints
          ? { points: sql`${loyaltyCards.points} - ${cost}`, updatedAt: new Date() }
          : { fullCards: sql`${loyaltyCards.fullCards} - 1`, updatedAt: new Date() },
      )
      .where(and(cardWhere(businessId, cardId), byPoints ? gte(loyaltyCards.points, cost) : gte(loyaltyCards.fullCards, 1)))
      .returning();
    if (!row) {
      const current = await currentCard(tx, businessId, cardId);
      throw byPoints
        ? notEnough('rewardId', `Not enough points: "${reward.name}" costs ${cost}, the card has ${current.points}`, current.points)
        : notEnough('rewardId', `No full stamp card to redeem "${reward.name}" (${current.stamps}/${card.stampsPerCard} stamps)`, 0);
    }
    const entry = await writeLedgerEntry(tx, {
      businessId,
      cardId,
      kind: 'reward_redeemed',
      amount: -cost,
      balances: row,
      rewardId: reward.id,
      note: reward.name,
      actor,
    });
    return recorded(tx, businessId, result(row, card.stampsPerCard, [entry]));
  });
}
