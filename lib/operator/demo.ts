// The demo business: a believable Belgian bakery-épicerie with two shops, ~30 products in 4 categories
// (6 % and 21 % VAT) and stock per location. Idempotent: a second run finds it and prints the same access.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OpeningHours, apiKeys, businesses, demoCredentials, locations, users } from '../db/schema';
import { createBusiness } from '../domain/businesses/businesses';
import { createCategory, createProduct } from '../domain/catalog/products';
import { adjustStock } from '../domain/inventory/stock';
import { createApiKey, hashSecret } from '../domain/keys/api-keys';
import { ALL_SCOPES } from '../domain/keys/scopes';
import { createUser } from '../domain/users/users';
import { createCreditNote, createInvoice, todayInBrussels } from '../domain/invoices/invoices';
import { buildDemoSite } from '../domain/site/demo-site';
import { type DemoImages, putDemoImagesOnPages, uploadDemoImages } from './demo-images';
import { seedDemoOrders } from './demo-orders';
import { seedDemoSales } from './demo-sales';
import { seededRandom } from './random';

export const DEMO_SLUG = 'maison-lemaire';
const DEMO_EMAIL = 'demo@maison-lemaire.be';
const DEMO_PASSWORD = 'vitrine-demo-2026';

const weekdays = (open: string, close: string): OpeningHours => {
  const hours: [string, string][] = [[open, close]];
  return { tue: hours, wed: hours, thu: hours, fri: hours };
};

const CATALOGUE: { category: string; slug: string; vat: number; items: [string, string, number][] }[] = [
  {
    category: 'Pains',
    slug: 'pains',
    vat: 6,
    items: [
      ['PAIN-CAMP', 'Pain de campagne au levain', 4.2],
      ['PAIN-BAG', 'Baguette tradition', 2.1],
      ['PAIN-COMP', 'Pain complet aux graines', 4.8],
      ['PAIN-EPE', "Pain d'épeautre", 5.2],
      ['PAIN-PIST', 'Pistolets (6 pièces)', 3.6],
      ['PAIN-CRAM', 'Cramique aux raisins', 5.5],
      ['PAIN-CRAQ', 'Craquelin au sucre perlé', 6.4],
    ],
  },
  {
    category: 'Viennoiseries et pâtisseries',
    slug: 'viennoiseries-patisseries',
    vat: 6,
    items: [
      ['VIEN-CROI', 'Croissant au beurre', 1.4],
      ['VIEN-PCHOC', 'Pain au chocolat', 1.6],
      ['VIEN-SUIS', 'Couque suisse', 2.2],
      ['PAT-RIZ', 'Tarte au riz (part)', 3.2],
      ['PAT-ECL', 'Éclair au chocolat', 3.4],
      ['PAT-MERV', 'Merveilleux', 3.8],
      ['PAT-GAUF', 'Gaufre de Liège', 2.5],
      ['PAT-SPEC', 'Spéculoos maison (250 g)', 6.9],
    ],
  },
  {
    category: 'Épicerie fine',
    slug: 'epicerie-fine',
    vat: 6,
    items: [
      ['EPI-CONF', 'Confiture de fraises de Wépion', 7.9],
      ['EPI-MIEL', 'Miel de Wallonie (250 g)', 9.5],
      ['EPI-SIRO', 'Sirop de Liège (450 g)', 6.2],
      ['EPI-CHOC', 'Chocolat noir 72 % (100 g)', 4.9],
      ['EPI-CAFE', 'Café en grains, torréfié à Bruxelles (500 g)', 12.5],
      ['EPI-TART', 'Pâte à tartiner noisette', 8.4],
      ['EPI-MOUT', 'Moutarde de Gand (200 g)', 5.6],
      ['EPI-CHIC', 'Chicorée Pacha (250 g)', 3.9],
    ],
  },
  {
    category: 'Boissons et cadeaux',
    slug: 'boissons-cadeaux',
    vat: 21,
    items: [
      ['BOI-SAIS', 'Saison Dupont (33 cl)', 2.8],
      ['BOI-TRIP', 'Westmalle Tripel (33 cl)', 3.2],
      ['BOI-CREM', 'Crémant de Wallonie (75 cl)', 19.5],
      ['CAD-TOTE', 'Sac en coton Maison Lemaire', 12],
      ['CAD-TASS', 'Tasse émaillée', 14.5],
      ['CAD-TABL', 'Tablier en lin', 29],
      ['CAD-BOIT', 'Boîte cadeau gourmande', 34],
    ],
  },
];

/** The SKUs of the demo catalogue. */
export const CATALOGUE_SKUS = CATALOGUE.flatMap((group) => group.items.map(([sku]) => sku));

async function seedCatalogue(db: Db, businessId: string, images: DemoImages) {
  const random = seededRandom(2026);
  const shops = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, businessId)).orderBy(locations.position);
  for (const [position, group] of CATALOGUE.entries()) {
    const category = await createCategory(db, businessId, { name: group.category, slug: group.slug, position });
    for (const [sku, name, price] of group.items) {
      const product = await createProduct(
        db,
        businessId,
        {
          sku,
          name,
          categoryId: category.id,
          sellingPrice: price,
          vatPercent: group.vat,
          isForSale: true,
          images: images.products.has(sku) ? [images.products.get(sku)!] : [],
          trackInventory: true,
          stockQuantity: 0,
          description: `${name} — préparé ou sélectionné par Maison Lemaire.`,
        },
        { kind: 'system' },
      );
      for (const shop of shops) {
        const quantity = 5 + Math.floor(random() * 40);
        await adjustStock(db, businessId, product.id, { locationId: shop.id, delta: quantity, reason: 'received' }, { kind: 'system' });
      }
    }
  }
}

function daysAgo(days: number): string {
  const date = new Date(`${todayInBrussels()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const BRUSSELS = (line1: string, postalCode = '1000', city = 'Bruxelles') => ({ line1, postalCode, city, country: 'BE' });

/** A dozen invoices over the last two months: finalized, drafts, three currencies, and a credit note. */
async function seedInvoices(db: Db, businessId: string) {
  type Line = { description: string; quantity: number; unitPrice: number; vatPercent: number };
  const catering = (people: number): Line[] => [
    { description: `Plateau petit-déjeuner (${people} pers.)`, quantity: people, unitPrice: 8.5, vatPercent: 6 },
    { description: 'Viennoiseries assorties', quantity: people * 2, unitPrice: 1.45, vatPercent: 6 },
    { description: 'Café en grains (500 g)', quantity: 2, unitPrice: 12.5, vatPercent: 6 },
    { description: 'Livraison et mise en place', quantity: 1, unitPrice: 25, vatPercent: 21 },
  ];
  const finalized: { days: number; buyerName: string; address: ReturnType<typeof BRUSSELS>; vat?: string; email?: string; items: Line[]; ref?: string; currency?: string }[] = [
    { days: 58, buyerName: 'Hôtel Le Berger SA', address: BRUSSELS('Rue du Berger 24', '1050', 'Ixelles'), vat: 'BE0403170701', email: 'comptabilite@hotel-leberger.be', items: catering(20), ref: 'BC-1182' },
    { days: 51, buyerName: 'Brasserie de la Patinoire SRL', address: BRUSSELS('Chaussée de Waterloo 1094', '1180', 'Uccle'), items: [{ description: 'Pains de campagne (commande hebdomadaire)', quantity: 40, unitPrice: 3.9, vatPercent: 6 }] },
    { days: 44, buyerName: 'Bureau Delvaux & Associés', address: BRUSSELS('Avenue Louise 231', '1050', 'Ixelles'), vat: 'BE0871234501', email: 'factures@delvaux-associes.be', items: catering(12) },
    { days: 37, buyerName: 'Hudson Bakery Supplies Inc.', address: { line1: '200 Park Avenue', postalCode: 'NY 10166', city: 'New York', country: 'US' }, items: [{ description: 'Spéculoos maison (250 g), export', quantity: 120, unitPrice: 5.75, vatPercent: 0 }], currency: 'USD' },
    { days: 30, buyerName: 'Comptoir Gantois BV', address: BRUSSELS('Veldstraat 45', '9000', 'Gent'), vat: 'BE0456789133', email: 'boekhouding@comptoir-gantois.be', items: [{ description: 'Cramique aux raisins', quantity: 30, unitPrice: 5.2, vatPercent: 6 }, { description: 'Sacs en coton Maison Lemaire', quantity: 30, unitPrice: 9.5, vatPercent: 21 }], ref: 'PO-77' },
    { days: 23, buyerName: 'Café Belga SRL', address: BRUSSELS('Place Eugène Flagey 18', '1050', 'Ixelles'), items: catering(35) },
    { days: 16, buyerName: 'Restaurant Chez Marie', address: BRUSSELS('Rue de la Paix 12', '1050', 'Ixelles'), items: [{ description: 'Baguettes tradition', quantity: 60, unitPrice: 1.95, vatPercent: 6 }, { description: 'Crémant de Wallonie (75 cl)', quantity: 12, unitPrice: 17.5, vatPercent: 21 }] },
    { days: 9, buyerName: 'Hôtel Le Berger SA', address: BRUSSELS('Rue du Berger 24', '1050', 'Ixelles'), vat: 'BE0403170701', email: 'comptabilite@hotel-leberger.be', items: catering(45), ref: 'BC-1240' },
    { days: 4, buyerName: 'Atelier Kiosque ASBL', address: BRUSSELS('Rue Haute 98'), items: [{ description: 'Boîtes cadeaux gourmandes', quantity: 15, unitPrice: 31, vatPercent: 21 }] },
  ];
  const ids: string[] = [];
  for (const doc of finalized) {
    const invoice = await createInvoice(db, businessId, {
      buyerName: doc.buyerName,
      buyerAddress: doc.address,
      buyerVatNumber: doc.vat ?? null,
      buyerEmail: doc.email ?? null,
      currency: doc.currency ?? 'EUR',
      issueDate: daysAgo(doc.days),
      buyerReference: doc.ref,
      customerNumber: `C-${String(1000 + ids.length * 7)}`,
      items: doc.items,
      finalize: true,
    });
    ids.push(invoice.id);
  }
  await createCreditNote(db, businessId, ids[5]!, {
    items: [{ description: 'Viennoiseries assorties (livraison incomplète)', quantity: 20, unitPrice: 1.45, vatPercent: 6 }],
    claimReference: 'RC-2026-014',
    notes: 'Vingt viennoiseries manquaient à la livraison.',
    issueDate: daysAgo(2),
    finalize: true,
  });
  await createInvoice(db, businessId, {
    buyerName: 'London Baking Co. Ltd',
    buyerAddress: { line1: '14 Borough High Street', postalCode: 'SE1 9QG', city: 'London', country: 'GB' },
    currency: 'GBP',
    items: [{ description: 'Sirop de Liège (450 g), export', quantity: 48, unitPrice: 4.9, vatPercent: 0 }],
    finalize: false,
  });
  await createInvoice(db, businessId, {
    buyerName: 'Bureau Delvaux & Associés',
    buyerAddress: BRUSSELS('Avenue Louise 231', '1050', 'Ixelles'),
    buyerVatNumber: 'BE0871234501',
    currency: 'EUR',
    items: catering(18),
    notes: 'Réception du 15 — à confirmer.',
    finalize: false,
  });
}

const KEY_NAMES = { live: 'Demo — all scopes (live)', test: 'Demo — all scopes (test)' } as const;

/** A working demo key of the given mode: the stored one if it still works, else a new one. */
async function demoKey(db: Db, businessId: string, mode: 'live' | 'test'): Promise<string> {
  const name = `key:${mode}`;
  const [stored] = await db.select().from(demoCredentials).where(eq(demoCredentials.name, name));
  if (stored) {
    const [active] = await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.secretHash, hashSecret(stored.value)), isNull(apiKeys.revokedAt)));
    if (active) return stored.value;
  }
  const { key } = await createApiKey(db, { businessId, scopes: ALL_SCOPES, mode, name: KEY_NAMES[mode] });
  await db
    .insert(demoCredentials)
    .values({ name, value: key })
    .onConflictDoUpdate({ target: demoCredentials.name, set: { value: key } });
  return key;
}

export type DemoResult = {
  businessId: string;
  sandboxId: string;
  slug: string;
  name: string;
  locations: { id: string; name: string }[];
  keys: { live: string; test: string };
  login: { email: string; password: string };
  created: boolean;
};

/** The demo business under `slug`, with `days` days of sales, its sandbox twin, invoices, website and shop. */
export async function createDemoBusiness(tx: Db, { slug, days }: { slug: string; days: number }) {
  const made = await createBusiness(tx, {
    name: 'Maison Lemaire',
    slug,
    plan: 'shop',
    legalName: 'Maison Lemaire SRL',
    address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' },
    vatNumber: 'BE0478261963',
    iban: 'BE68539007547034',
    email: 'bonjour@maison-lemaire.be',
    phone: '+32 2 640 12 34',
    locations: [
      {
        name: 'Flagey (Ixelles)',
        address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' },
        phone: '+32 2 640 12 34',
        openingHours: { ...weekdays('07:30', '18:30'), sat: [['07:30', '18:00']], sun: [['08:00', '13:00']] },
      },
      {
        name: 'Gent Korenmarkt',
        address: { line1: 'Korenmarkt 12', postalCode: '9000', city: 'Gent', country: 'BE' },
        phone: '+32 9 223 45 67',
        // A split Saturday, closed on Sunday: the checkout offers its pickup days from these.
        openingHours: {
          ...weekdays('08:00', '18:00'),
          mon: [['08:00', '18:00']],
          sat: [
            ['08:00', '12:30'],
            ['14:00', '17:30'],
          ],
        },
      },
    ],
  });
  // Bank and enterprise details (not in createBusiness's input): the shop takes orders by transfer as well as at pickup.
  await tx
    .update(businesses)
    .set({ bic: 'TRIOBEBB', enterpriseNumber: '0478.261.963' })
    .where(inArray(businesses.id, [made.id, made.sandboxId]));
  // Photos of the products and the shop, in each business's media library.
  const images = await uploadDemoImages(tx, made.id);
  const sandboxImages = await uploadDemoImages(tx, made.sandboxId);
  await seedCatalogue(tx, made.id, images);
  await seedCatalogue(tx, made.sandboxId, sandboxImages);
  // Days of till and online sales with sessions, staff, customers and loyalty activity.
  await seedDemoSales(tx, made.id, { days, seed: 1 });
  await seedInvoices(tx, made.id);
  // The website and shop, assembled the way the builder API does it: theme, pages, publish.
  await buildDemoSite(tx, made.id, { themeKey: 'bakery' });
  await buildDemoSite(tx, made.sandboxId, { themeKey: 'bakery' });
  await putDemoImagesOnPages(tx, made.id, images);
  await putDemoImagesOnPages(tx, made.sandboxId, sandboxImages);
  return made;
}

export async function seedDemo(db: Db): Promise<DemoResult> {
  return db.transaction(async (tx) => {
    let [business] = await tx.select().from(businesses).where(eq(businesses.slug, DEMO_SLUG)).limit(1);
    const created = !business;
    if (!business) {
      const made = await createDemoBusiness(tx, { slug: DEMO_SLUG, days: 90 });
      await createUser(tx, { email: DEMO_EMAIL, password: DEMO_PASSWORD, businessId: made.id, name: 'Claire Lemaire' });
      // Today's web orders, in every state the merchant meets (their e-mails wait in the outbox).
      await seedDemoOrders(tx, made.id);
      [business] = await tx.select().from(businesses).where(eq(businesses.id, made.id));
    }
    const live = business!;
    const [sandbox] = await tx.select().from(businesses).where(eq(businesses.sandboxOf, live.id));
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (!user) await createUser(tx, { email: DEMO_EMAIL, password: DEMO_PASSWORD, businessId: live.id, name: 'Claire Lemaire' });
    const shops = await tx
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.businessId, live.id))
      .orderBy(locations.position);
    return {
      businessId: live.id,
      sandboxId: sandbox!.id,
      slug: live.slug,
      name: live.name,
      locations: shops,
      keys: { live: await demoKey(tx, live.id, 'live'), test: await demoKey(tx, live.id, 'test') },
      login: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      created,
    };
  });
}
