// Demo sales: N days of believable till activity for a business, from the locations and products already in the
// database: one register session per location per open day, tickets within the opening hours with a bakery's
// morning peak (busier weekend mornings), 1–6 lines, a Belgian payment mix, a few refunds and online orders,
// staff, ~40 customers with loyalty stamps and points, and a few redemptions.
// Deterministic for a given seed and end date (a seeded PRNG; only the ids differ between runs); fast, because
// a whole day of tickets is recorded in one batch.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OpeningHours, categories, locations, loyaltyCards, loyaltyRewards, products, transactions } from '../db/schema';
import { priceInclVatMinor } from '../domain/catalog/products';
import { createCustomer } from '../domain/customers/customers';
import { createCustomerBody } from '../domain/customers/schemas';
import { createCoupon, redeemCoupon } from '../domain/loyalty/coupons';
import { addStamps, adjustPoints, redeemReward } from '../domain/loyalty/operations';
import { configureLoyaltyProgram } from '../domain/loyalty/program';
import { addDays, brusselsDate, brusselsToUtc, isoWeekday } from '../domain/pos/brussels-time';
import type { PaymentMethod, RecordTransactionInput } from '../domain/pos/schemas';
import { closeSession, openSession } from '../domain/pos/sessions';
import { recordTransactions } from '../domain/pos/transactions';
import { createStaffMember } from '../domain/staff/staff';
import { seededRandom } from './random';

export type DemoSalesOptions = {
  /** Days of sales, ending with `endDate` (default 90). */
  days?: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** Last day of sales, YYYY-MM-DD (default: yesterday in Brussels). */
  endDate?: string;
};

export type DemoSalesResult = {
  /** false when the business already had transactions (nothing was added). */
  created: boolean;
  from: string;
  to: string;
  sessions: number;
  sales: number;
  refunds: number;
  onlineOrders: number;
  staff: number;
  customers: number;
  stampsAdded: number;
  rewardsRedeemed: number;
  ms: number;
};

const SYSTEM = { kind: 'system' } as const;
const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

type Random = ReturnType<typeof seededRandom>;

function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const gauss = (x: number, mean: number, sd: number) => Math.exp(-((x - mean) ** 2) / (2 * sd * sd));

/** A bakery's day: a strong morning peak (stronger at the weekend), lunch, and an after-school bump. */
function busyness(minute: number, weekend: boolean): number {
  return 0.35 + (weekend ? 3.2 : 2.2) * gauss(minute, weekend ? 9 * 60 + 30 : 8 * 60 + 30, weekend ? 75 : 55) + 1.1 * gauss(minute, 12 * 60 + 30, 40) + 0.7 * gauss(minute, 16 * 60 + 45, 50);
}

/** Draws `count` minutes of the day (sorted) within the opening ranges, following busyness. */
function drawMinutes(random: Random, ranges: [number, number][], weekend: boolean, count: number): number[] {
  const minutes: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [open, close] of ranges) {
    for (let m = open; m < close; m++) {
      total += busyness(m, weekend);
      minutes.push(m);
      cumulative.push(total);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const target = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    out.push(minutes[lo]!);
  }
  return out.sort((a, b) => a - b);
}

const FIRST_NAMES = ['Marie', 'Lucas', 'Emma', 'Louis', 'Olivia', 'Noah', 'Camille', 'Arthur', 'Elise', 'Victor', 'Lotte', 'Wout', 'Fien', 'Jasper', 'Nora', 'Mathis', 'Chloé', 'Hugo', 'Julie', 'Thomas'];
const LAST_NAMES = ['Dubois', 'Peeters', 'Janssens', 'Maes', 'Lambert', 'Dupont', 'Claes', 'Goossens', 'Wouters', 'Martin', 'Simon', 'De Smet', 'Lejeune', 'Willems', 'Mertens', 'Leroy', 'Hermans', 'Renard', 'Van Damme', 'Laurent'];
const STAFF = [
  { name: 'Claire Lemaire', role: 'owner' as const },
  { name: 'Amélie Dubois', role: 'manager' as const },
  { name: 'Sofie Peeters', role: 'cashier' as const },
  { name: 'Lucas Janssens', role: 'cashier' as const },
  { name: 'Thomas Maes', role: 'baker' as const },
];

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();

type Item = { id: string; name: string; unitPriceMinor: number; vatRateBp: number; weight: number; maxQuantity: number };

/** How often an article sells at a bakery counter, from its category: bread and viennoiseries most. */
function popularity(categoryName: string | null, priceMinor: number): { weight: number; maxQuantity: number } {
  const c = (categoryName ?? '').toLowerCase();
  const base = /pain/.test(c) ? 6 : /vienn|pâtiss|patiss/.test(c) ? 6 : /épicerie|epicerie/.test(c) ? 1.2 : /boisson|cadeau/.test(c) ? 0.8 : 1;
  const maxQuantity = /vienn|pâtiss|patiss/.test(c) ? 6 : /pain/.test(c) ? 3 : 2;
  return { weight: base / Math.sqrt(Math.max(priceMinor, 50) / 100), maxQuantity };
}

function paymentsFor(random: Random, totalMinor: number, online: boolean): { method: PaymentMethod; amountMinor: number }[] {
  if (totalMinor === 0) return [];
  if (online) return [{ method: random() < 0.7 ? 'bancontact' : 'card', amountMinor: totalMinor }];
  const method = weighted<PaymentMethod | 'split'>(random, ['bancontact', 'card', 'cash', 'payconiq', 'voucher', 'split'], [41, 15, 30, 11, 1.5, 1.5]);
  if (method === 'split' && totalMinor > 1000) {
    const voucher = Math.min(totalMinor - 100, 1000 + 500 * Math.floor(random() * 3));
    return [
      { method: 'voucher', amountMinor: voucher },
      { method: random() < 0.5 ? 'cash' : 'bancontact', amountMinor: totalMinor - voucher },
    ];
  }
  return [{ method: method === 'split' ? 'cash' : method, amountMinor: totalMinor }];
}

/** Seeds `days` days of sales for the business (its locations and products must exist). Skips when it already has sales. */
export async function seedDemoSales(db: Db, businessId: string, options: DemoSalesOptions = {}): Promise<DemoSalesResult> {
  const started = Date.now();
  const days = options.days ?? 90;
  const to = options.endDate ?? addDays(brusselsDate(new Date()), -1);
  const from = addDays(to, -(days - 1));
  const empty = { from, to, sessions: 0, sales: 0, refunds: 0, onlineOrders: 0, staff: 0, customers: 0, stampsAdded: 0, rewardsRedeemed: 0 };
  const [existing] = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.businessId, businessId)).limit(1);
  if (existing) return { created: false, ...empty, ms: Date.now() - started };

  const random = seededRandom(options.seed ?? 1);
  const shops = await db
    .select({ id: locations.id, name: locations.name, openingHours: locations.openingHours })
    .from(locations)
    .where(eq(locations.businessId, businessId))
    .orderBy(asc(locations.position), asc(locations.id));
  const catalogue = await db
    .select({ id: products.id, name: products.name, priceMinor: products.sellingPriceMinor, vatRateBp: products.vatRateBp, category: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.businessId, businessId), eq(products.isForSale, true)))
    .orderBy(asc(products.id));
  if (shops.length === 0 || catalogue.length === 0) throw new Error('seedDemoSales needs the business’s locations and products first');
  const items: Item[] = catalogue
    .map((p) => ({ id: p.id, name: p.name, unitPriceMinor: priceInclVatMinor(p.priceMinor, p.vatRateBp), vatRateBp: p.vatRateBp, ...popularity(p.category, p.priceMinor) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const itemWeights = items.map((item) => item.weight);

  // Staff and the till roster: owner and manager on the primary shop, the cashiers spread over the others.
  const staffMembers = [];
  for (const member of STAFF) {
    staffMembers.push(await createStaffMember(db, businessId, { ...member, email: `${ascii(member.name.split(' ')[0]!)}@staff.example.be` }));
  }
  const tillStaff = staffMembers.filter((member) => member.role !== 'baker');

  // The loyalty programme first, so every customer gets a card.
  await configureLoyaltyProgram(db, businessId, {
    stampsPerCard: 10,
    stampReward: { name: 'Une viennoiserie offerte' },
    pointsPerEuro: 1,
    pointsRewards: [
      { name: 'Un pain de campagne offert', pointsCost: 150 },
      { name: 'Un pot de confiture offert', pointsCost: 250 },
      { name: 'Une boîte cadeau gourmande', pointsCost: 900 },
    ],
  });
  const customerIds: string[] = [];
  for (let i = 0; i < 40; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 7 + Math.floor(i / LAST_NAMES.length)) % LAST_NAMES.length]!;
    const phone = `+32 4${70 + Math.floor(random() * 30)} ${String(Math.floor(random() * 100)).padStart(2, '0')} ${String(Math.floor(random() * 100)).padStart(2, '0')} ${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    // Most give both; some only an email, some only a phone.
    const email = i % 5 === 4 ? undefined : `${ascii(firstName)}.${ascii(lastName)}${i >= FIRST_NAMES.length ? i : ''}@example.be`;
    const input = createCustomerBody.parse({
      firstName,
      lastName,
      ...(email ? { email } : {}),
      ...(email && i % 7 === 3 ? {} : { phone }),
      marketingConsent: random() < 0.6,
    });
    const { customer } = await createCustomer(db, businessId, input, SYSTEM);
    customerIds.push(customer.id);
  }
  // Regulars: a few customers come far more often than the others.
  const customerWeights = customerIds.map((_, i) => 1 / (1 + i * 0.08));
  await createCoupon(db, businessId, { code: 'BIENVENUE', description: 'Un café offert pour votre première visite' });
  await createCoupon(db, businessId, { code: 'PRINTEMPS', description: '10 % sur la boîte cadeau gourmande' });

  const DAY_FACTOR = { mon: 0.85, tue: 0.9, wed: 0.95, thu: 0.95, fri: 1.05, sat: 1.35, sun: 1.2 } as const;
  const result = { ...empty, staff: staffMembers.length, customers: customerIds.length };

  // Each day is generated in memory and its tills opened and closed (the count is known from the tickets); the
  // tickets of all days are then recorded in a few large batches, the refunds last (they refer to their sale).
  type Sale = RecordTransactionInput & { payments: { method: PaymentMethod; amountMinor: number }[] };
  const allSales: Sale[] = [];
  const pendingRefunds: { saleIndex: number; refund: Omit<RecordTransactionInput, 'refundOfId'> }[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(from, d);
    const weekday = WEEKDAY_KEYS[isoWeekday(date) - 1]!;
    const weekend = weekday === 'sat' || weekday === 'sun';

    for (const [index, shop] of shops.entries()) {
      const ranges = ((shop.openingHours as OpeningHours)[weekday] ?? []).map(([open, close]) => [minutesOf(open), minutesOf(close)] as [number, number]);
      if (ranges.length === 0) continue;
      const openMinute = ranges[0]![0];
      const closeMinute = ranges[ranges.length - 1]![1];
      const cashier = tillStaff[(index + d + (weekend ? 1 : 0)) % tillStaff.length]!;
      const floatMinor = 15_000;
      const session = await openSession(db, businessId, {
        locationId: shop.id,
        staffId: cashier.id,
        openingFloatMinor: floatMinor,
        openedAt: brusselsToUtc(date, hhmm(openMinute - 10)),
      });
      const closeAt = brusselsToUtc(date, hhmm(closeMinute + 10));
      let cashMinor = 0;

      const hours = ranges.reduce((sum, [open, close]) => sum + (close - open) / 60, 0);
      const base = (index === 0 ? 100 : 85) * DAY_FACTOR[weekday] * Math.min(1, 0.45 + hours / 18);
      const count = Math.max(20, Math.round(base * (0.85 + random() * 0.3)));
      for (const minute of drawMinutes(random, ranges, weekend, count)) {
        const lineCount = weighted(random, [1, 2, 3, 4, 5, 6], [34, 30, 18, 10, 5, 3]);
        const chosen = new Map<Item, number>();
        for (let l = 0; l < lineCount; l++) {
          const item = weighted(random, items, itemWeights);
          chosen.set(item, Math.min(item.maxQuantity, (chosen.get(item) ?? 0) + 1 + (random() < 0.3 ? Math.floor(random() * item.maxQuantity) : 0)));
        }
        const lines = [...chosen].map(([item, quantity]) => ({
          productId: item.id,
          description: item.name,
          quantity,
          unitPriceMinor: item.unitPriceMinor,
          vatRateBp: item.vatRateBp,
        }));
        const totalMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
        const customerId = random() < 0.06 ? weighted(random, customerIds, customerWeights) : null;
        const occurredAt = brusselsToUtc(date, `${hhmm(minute)}:${String(Math.floor(random() * 60)).padStart(2, '0')}`);
        const sale: Sale = {
          locationId: shop.id,
          sessionId: session.id,
          staffId: cashier.id,
          customerId,
          channel: 'pos',
          kind: 'sale',
          occurredAt,
          lines,
          payments: paymentsFor(random, totalMinor, false),
        };
        allSales.push(sale);
        cashMinor += sale.payments.filter((p) => p.method === 'cash').reduce((sum, p) => sum + p.amountMinor, 0);

        // About one ticket in two hundred comes back: one article refunded, the same way it was paid, within the session.
        if (random() < 0.005) {
          const line = lines[0]!;
          const method = sale.payments[0]?.method === 'voucher' ? 'cash' : (sale.payments[0]?.method ?? 'cash');
          if (method === 'cash') cashMinor -= line.unitPriceMinor;
          pendingRefunds.push({
            saleIndex: allSales.length - 1,
            refund: {
              locationId: shop.id,
              sessionId: session.id,
              staffId: cashier.id,
              customerId,
              channel: 'pos',
              kind: 'refund',
              occurredAt: new Date(Math.min(occurredAt.getTime() + (5 + Math.floor(random() * 90)) * 60_000, closeAt.getTime() - 60_000)),
              lines: [{ ...line, quantity: 1 }],
              payments: [{ method, amountMinor: line.unitPriceMinor }],
            },
          });
        }
      }
      // The count is usually right, sometimes a few cents or euros off.
      const roll = random();
      const off = roll < 0.8 ? 0 : roll < 0.95 ? (random() < 0.5 ? -1 : 1) * (10 + Math.floor(random() * 90)) : -(100 + Math.floor(random() * 400));
      await closeSession(db, businessId, session.id, { closedAt: closeAt, countedCashMinor: Math.max(0, floatMinor + cashMinor + off) });
      result.sessions += 1;
    }
    // A few web-shop orders (collected at the primary shop), at any hour, always from a known customer.
    const onlineCount = Math.floor(random() * 4);
    for (let o = 0; o < onlineCount; o++) {
      const item = weighted(random, items, items.map((i) => (i.unitPriceMinor > 500 ? 3 : 1)));
      const quantity = 1 + Math.floor(random() * 2);
      allSales.push({
        locationId: shops[0]!.id,
        customerId: weighted(random, customerIds, customerWeights),
        channel: 'online',
        kind: 'sale',
        occurredAt: brusselsToUtc(date, hhmm(7 * 60 + Math.floor(random() * 15 * 60))),
        lines: [{ productId: item.id, description: item.name, quantity, unitPriceMinor: item.unitPriceMinor, vatRateBp: item.vatRateBp }],
        payments: paymentsFor(random, quantity * item.unitPriceMinor, true),
      });
    }
    result.onlineOrders += onlineCount;
  }

  const ids: string[] = [];
  for (let i = 0; i < allSales.length; i += 5_000) ids.push(...(await recordTransactions(db, businessId, allSales.slice(i, i + 5_000))));
  const refunds = pendingRefunds.map(({ saleIndex, refund }) => ({ ...refund, refundOfId: ids[saleIndex]! }));
  if (refunds.length) await recordTransactions(db, businessId, refunds);
  result.sales = allSales.length;
  result.refunds = refunds.length;

  const visits = new Map<string, { count: number; spentMinor: number }>();
  for (const sale of allSales) {
    if (!sale.customerId) continue;
    const visit = visits.get(sale.customerId) ?? { count: 0, spentMinor: 0 };
    visit.count += 1;
    visit.spentMinor += sale.payments.reduce((sum, p) => sum + p.amountMinor, 0);
    visits.set(sale.customerId, visit);
  }

  // Loyalty: a stamp per visit (a card at a time), a point per euro spent, and a few rewards taken.
  const cards = await db
    .select({ id: loyaltyCards.id, customerId: loyaltyCards.customerId })
    .from(loyaltyCards)
    .where(eq(loyaltyCards.businessId, businessId));
  const cardOf = new Map(cards.map((card) => [card.customerId, card.id]));
  const rewards = await db
    .select({ id: loyaltyRewards.id, kind: loyaltyRewards.kind, pointsCost: loyaltyRewards.pointsCost })
    .from(loyaltyRewards)
    .where(and(eq(loyaltyRewards.businessId, businessId), eq(loyaltyRewards.active, true)))
    .orderBy(sql`${loyaltyRewards.pointsCost} nulls first`);
  const stampReward = rewards.find((reward) => reward.kind === 'stamps');
  const cheapestPoints = rewards.find((reward) => reward.kind === 'points');
  for (const customerId of customerIds) {
    const visit = visits.get(customerId);
    const cardId = cardOf.get(customerId);
    if (!visit || !cardId) continue;
    for (let left = visit.count; left > 0; left -= 10) {
      await addStamps(db, businessId, cardId, { count: Math.min(10, left), note: 'Passages en boutique' }, SYSTEM);
    }
    result.stampsAdded += visit.count;
    const points = Math.floor(visit.spentMinor / 100);
    if (points > 0) await adjustPoints(db, businessId, cardId, { points, reason: 'Achats en boutique' }, SYSTEM);
    if (stampReward && visit.count >= 10 && random() < 0.5) {
      await redeemReward(db, businessId, cardId, { rewardId: stampReward.id }, SYSTEM);
      result.rewardsRedeemed += 1;
    }
    if (cheapestPoints && points >= (cheapestPoints.pointsCost ?? Infinity) && random() < 0.3) {
      await redeemReward(db, businessId, cardId, { rewardId: cheapestPoints.id }, SYSTEM);
      result.rewardsRedeemed += 1;
    }
  }
  // One coupon already used, so the Loyalty page shows a redemption (who, when) beside the unused one.
  await redeemCoupon(db, businessId, 'BIENVENUE', { customerId: customerIds[0]! }, SYSTEM);
  return { created: true, ...result, ms: Date.now() - started };
}
