// Loyalty cards: one per customer of a business that runs a programme.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyCards, loyaltyPrograms } from '../../db/schema';
import { newId } from '../shared/ids';

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
