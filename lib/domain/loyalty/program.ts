// A business's loyalty programme: stamps per card, the stamp reward and the points rewards (one programme per business).
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { customers, loyaltyCards, loyaltyPrograms, loyaltyRewards } from '../../db/schema';
import { DomainError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import {
  configureLoyaltyProgramInput,
  type ConfigureLoyaltyProgramInput,
  type loyaltyProgramSchema,
  type UpdateLoyaltyProgramBody,
  updateLoyaltyProgramBody,
} from './schemas';

export type LoyaltyProgram = {
  businessId: string;
  stampsPerCard: number;
  pointsPerEuro: number;
  rewards: { id: string; kind: 'stamps' | 'points'; name: string; pointsCost: number | null }[];
  /** Cards created for customers who had none yet. */
  cardsCreated: number;
};

/** zod input check for callers outside the HTTP layer, as a domain validation error. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new DomainError('validation_failed', `Invalid input: ${details[0]?.path || 'input'}: ${details[0]?.message}`, { details });
}

/**
 * Creates or replaces the programme of a business. Rewards are matched by kind and name, so a reward keeps its id
 * (ledger entries refer to it) when configured again; rewards left out are deactivated, not deleted. Every existing
 * customer gets a card.
 */
export async function configureLoyaltyProgram(db: Db, businessId: string, input: ConfigureLoyaltyProgramInput): Promise<LoyaltyProgram> {
  const config = parseInput(configureLoyaltyProgramInput, input);
  return db.transaction(async (tx) => {
    const values = { stampsPerCard: config.stampsPerCard, pointsPerEuro: config.pointsPerEuro };
    const [program] = await tx
      .insert(loyaltyPrograms)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: loyaltyPrograms.businessId, set: values })
      .returning();

    const existing = await tx.select().from(loyaltyRewards).where(eq(loyaltyRewards.businessId, businessId));
    const keep: string[] = [];
    const wanted = [
      { kind: 'stamps' as const, name: config.stampReward.name, pointsCost: null },
      ...config.pointsRewards.map((reward) => ({ kind: 'points' as const, ...reward })),
    ];
    for (const reward of wanted) {
      // The stamp reward is one row whatever its name; points rewards are recognised by name.
      const match = existing.find(
        (row) => row.kind === reward.kind && !keep.includes(row.id) && (reward.kind === 'stamps' || row.name.toLowerCase() === reward.name.toLowerCase()),
      );
      if (match) {
        await tx
          .update(loyaltyRewards)
          .set({ name: reward.name, pointsCost: reward.pointsCost, active: true })
          .where(eq(loyaltyRewards.id, match.id));
        keep.push(match.id);
      } else {
        const id = newId('reward');
        await tx.insert(loyaltyRewards).values({ id, businessId, kind: reward.kind, name: reward.name, pointsCost: reward.pointsCost });
        keep.push(id);
      }
    }
    await tx
      .update(loyaltyRewards)
      .set({ active: false })
      .where(and(eq(loyaltyRewards.businessId, businessId), notInArray(loyaltyRewards.id, keep)));

    const customerRows = await tx.select({ id: customers.id }).from(customers).where(eq(customers.businessId, businessId));
    let cardsCreated = 0;
    for (let i = 0; i < customerRows.length; i += 500) {
      const created = await tx
        .insert(loyaltyCards)
        .values(customerRows.slice(i, i + 500).map((customer) => ({ id: newId('loyaltyCard'), businessId, customerId: customer.id })))
        .onConflictDoNothing({ target: loyaltyCards.customerId })
        .returning({ id: loyaltyCards.id });
      cardsCreated += created.length;
    }

    const rewards = await tx
      .select({ id: loyaltyRewards.id, kind: loyaltyRewards.kind, name: loyaltyRewards.name, pointsCost: loyaltyRewards.pointsCost })
      .from(loyaltyRewards)
      .where(and(eq(loyaltyRewards.businessId, businessId), eq(loyaltyRewards.active, true)));
    const order = new Map(keep.map((id, index) => [id, index]));
    rewards.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return { businessId, stampsPerCard: program!.stampsPerCard, pointsPerEuro: program!.pointsPerEuro, rewards, cardsCreated };
  });
}

export type LoyaltyProgramSettings = z.infer<typeof loyaltyProgramSchema>;

/** The programme as `configureLoyaltyProgram` takes it (active rewards only), or null when the business runs none. */
export async function getLoyaltyProgram(db: Db, businessId: string): Promise<LoyaltyProgramSettings | null> {
  const [program] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, businessId));
  if (!program) return null;
  const rewards = await db
    .select()
    .from(loyaltyRewards)
    .where(and(eq(loyaltyRewards.businessId, businessId), eq(loyaltyRewards.active, true)))
    .orderBy(asc(loyaltyRewards.pointsCost), asc(loyaltyRewards.id));
  const stamp = rewards.find((reward) => reward.kind === 'stamps');
  return {
    stampsPerCard: program.stampsPerCard,
    stampReward: stamp ? { id: stamp.id, name: stamp.name } : null,
    pointsPerEuro: program.pointsPerEuro,
    pointsRewards: rewards.filter((reward) => reward.kind === 'points').map((reward) => ({ id: reward.id, name: reward.name, pointsCost: reward.pointsCost! })),
  };
}

/** The programme, or not_found when the business runs none. */
export async function getLoyaltyProgramOrThrow(db: Db, businessId: string): Promise<LoyaltyProgramSettings> {
  const program = await getLoyaltyProgram(db, businessId);
  if (!program) throw notFound('Loyalty programme');
  return program;
}

/**
 * Changes the named settings of the programme (the others stay); `pointsRewards`, when named, replaces the list.
 * Without a programme yet, `stampsPerCard` and `stampReward` are needed to start one.
 */
export async function updateLoyaltyProgram(db: Db, businessId: string, input: UpdateLoyaltyProgramBody): Promise<LoyaltyProgramSettings> {
  const patch = parseInput(updateLoyaltyProgramBody, input);
  const current = await getLoyaltyProgram(db, businessId);
  const stampReward = patch.stampReward ?? (current?.stampReward ? { name: current.stampReward.name } : undefined);
  const stampsPerCard = patch.stampsPerCard ?? current?.stampsPerCard;
  if (stampsPerCard === undefined || stampReward === undefined) {
    const missing = [stampsPerCard === undefined ? 'stampsPerCard' : null, stampReward === undefined ? 'stampReward' : null].filter(Boolean) as string[];
    throw new DomainError('validation_failed', `No programme yet: ${missing.join(' and ')} needed to start one`, {
      details: missing.map((path) => ({ path, message: 'required to start the programme' })),
    });
  }
  await configureLoyaltyProgram(db, businessId, {
    stampsPerCard,
    stampReward,
    pointsPerEuro: patch.pointsPerEuro ?? current?.pointsPerEuro ?? 0,
    pointsRewards: patch.pointsRewards ?? current?.pointsRewards.map(({ name, pointsCost }) => ({ name, pointsCost })) ?? [],
  });
  return getLoyaltyProgramOrThrow(db, businessId);
}
