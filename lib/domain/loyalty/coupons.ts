// Single-use coupons of a business: created by the merchant (or the demo), redeemed once through the API.
import { and, desc, eq, ilike, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, customers, loyaltyCards } from '../../db/schema';
import type { Actor } from '../catalog/products';
import { recordEvent } from '../events/events';
import { isUniqueViolation } from '../shared/db-errors';
import { DomainError } from '../shared/errors';
import { newId } from '../shared/ids';
import { containsPattern } from '../shared/like';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { writeLedgerEntry } from './operations';
import { parseInput } from './program';
import {
  type Coupon,
  type CouponListItem,
  type CouponRedemption,
  couponCodeSchema,
  createCouponInput,
  type CreateCouponInput,
  type RedeemCouponBody,
} from './schemas';

/** Codes are case-insensitive: kept and matched upper-case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

function toCoupon(row: typeof coupons.$inferSelect): Coupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    customerId: row.redeemedByCustomerId,
  };
}

export type CouponFilters = { status?: 'unused' | 'redeemed'; q?: string };

/** Coupons of a business, newest first, with who redeemed them; filtered by state and by code or description. */
export async function listCoupons(db: Db, businessId: string, filters: CouponFilters, page: PageRequest): Promise<Page<CouponListItem>> {
  const conditions = [eq(coupons.businessId, businessId)];
  if (page.after) conditions.push(lt(coupons.id, page.after));
  if (filters.status === 'redeemed') conditions.push(isNotNull(coupons.redeemedAt));
  if (filters.status === 'unused') conditions.push(isNull(coupons.redeemedAt));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(coupons.code, pattern), ilike(coupons.description, pattern))!);
  }
  const rows = await db
    .select({ coupon: coupons, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
    .from(coupons)
    .leftJoin(customers, and(eq(customers.businessId, coupons.businessId), eq(customers.id, coupons.redeemedByCustomerId)))
    .where(and(...conditions))
    .orderBy(desc(coupons.id))
    .limit(page.limit + 1);
  return toPage(
    rows.map(({ coupon, firstName, lastName, email }) => ({
      ...toCoupon(coupon),
      createdAt: coupon.createdAt.toISOString(),
      customerName: coupon.redeemedByCustomerId ? [firstName, lastName].filter(Boolean).join(' ') || email || null : null,
    })),
    page.limit,
  );
}

/** Creates a single-use coupon; a code already used by this business → 409 conflict. */
export async function createCoupon(db: Db, businessId: string, input: CreateCouponInput): Promise<Coupon> {
  const { code, description, expiresAt } = parseInput(createCouponInput, input);
  try {
    const [row] = await db
      .insert(coupons)
      .values({ id: newId('coupon'), businessId, code: normalizeCouponCode(code), description, expiresAt: expiresAt ?? null })
      .returning();
    return toCoupon(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_business_code_idx')) {
      throw new DomainError('conflict', `A coupon with code ${normalizeCouponCode(code)} already exists`, {
        details: [{ path: 'code', message: 'already exists' }],
      });
    }
    throw error;
  }
}

/**
 * Redeems a coupon once: unknown → 404, expired → 400, already used → 409 conflict. The optional customer must be
 * one of this business's; the ledger entry goes on their card when they have one. Event: loyalty.operation, whose
 * object is the redemption as the API answers it.
 */
export async function redeemCoupon(
  db: Db,
  businessId: string,
  code: string,
  input: RedeemCouponBody,
  actor: Actor,
  now = new Date(),
): Promise<CouponRedemption> {
  const parsedCode = couponCodeSchema.safeParse(code);
  if (!parsedCode.success) throw new DomainError('not_found', 'Coupon not found');
  const normalized = normalizeCouponCode(parsedCode.data);
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.businessId, businessId), eq(coupons.code, normalized)));
    if (!coupon) throw new DomainError('not_found', 'Coupon not found');

    let card: typeof loyaltyCards.$inferSelect | undefined;
    if (input.customerId !== undefined) {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.businessId, businessId), eq(customers.id, input.customerId)));
      if (!customer) {
        throw new DomainError('not_found', 'Customer not found', { details: [{ path: 'customerId', message: 'not a customer of this business' }] });
      }
      [card] = await tx
        .select()
        .from(loyaltyCards)
        .where(and(eq(loyaltyCards.businessId, businessId), eq(loyaltyCards.customerId, customer.id)));
    }

    if (coupon.expiresAt && coupon.expiresAt <= now && !coupon.redeemedAt) {
      throw new DomainError('validation_failed', `Coupon ${normalized} expired on ${coupon.expiresAt.toISOString()}`, {
        details: [{ path: 'code', message: 'expired' }],
      });
    }
    // Only the first of concurrent redemptions finds redeemed_at still null.
    const [redeemed] = await tx
      .update(coupons)
      .set({ redeemedAt: now, redeemedByCustomerId: input.customerId ?? null })
      .where(and(eq(coupons.id, coupon.id), isNull(coupons.redeemedAt)))
      .returning();
    if (!redeemed) throw new DomainError('conflict', `Coupon ${normalized} has already been used`);

    const entry = await writeLedgerEntry(tx, {
      businessId,
      cardId: card?.id ?? null,
      kind: 'coupon_redeemed',
      amount: 0,
      balances: card ?? null,
      couponId: coupon.id,
      note: `${normalized}: ${coupon.description}`,
      actor,
    });
    const redemption = { ...toCoupon(redeemed), ledgerEntryId: entry.id };
    await recordEvent(tx, businessId, 'loyalty.coupon_redeemed', redemption);
    return redemption;
  });
}
