// The first shop's checklist on the overview (README: Onboarding): each step ticked from the business's data
// only, never from a "done" flag, so a merchant can stop anywhere and go on later (or do a step through the API).
// The shop plan's six steps; the basic plan (no website) keeps details, location and products.
import { and, eq, sql } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { businesses, locations, products, shops } from '../../db/schema';
import type { Address } from '../../db/schema/businesses';
import { hasEntitlement } from '../keys/scopes';
import { hasOpeningHours } from '../orders/pickup-days';
import { notFound } from '../shared/errors';
import { orderingOptions } from '../shop/ordering';
import { isSampleBlock, loadOverlay } from '../site/draft-shared';
import { getOrCreateSiteRow } from '../site/site';

export const CHECKLIST_STEP_KEYS = ['details', 'location', 'theme', 'products', 'home', 'published'] as const;
export type ChecklistStepKey = (typeof CHECKLIST_STEP_KEYS)[number];

export type ChecklistStep = {
  key: ChecklistStepKey;
  title: string;
  description: string;
  done: boolean;
  /** The dashboard page that does the step. */
  href: string;
  action: string;
};

export type OnboardingChecklist = { steps: ChecklistStep[]; doneCount: number; complete: boolean };

/** Products for sale with a photo, and products for sale at all (the basic plan's step counts those). */
export const PRODUCTS_WANTED = 3;

const filled = (value: string | null | undefined) => !!value && value.trim() !== '';
const hasAddress = (address: Address | null) => !!address && filled(address.line1) && filled(address.postalCode) && filled(address.city);

/** The business's onboarding checklist, in order, read in one batch of queries (a constant number, no N+1). */
export async function onboardingChecklist(db: Db, businessId: string): Promise<OnboardingChecklist> {
  const [[business], locationRows, [counts]] = await readAll(db, [
    () => db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1),
    () => db.select({ address: locations.address, openingHours: locations.openingHours }).from(locations).where(eq(locations.businessId, businessId)),
    () =>
      db
        .select({
          forSale: sql<number>`count(*)::int`,
          withPhoto: sql<number>`(count(*) filter (where jsonb_array_length(${products.images}) > 0))::int`,
        })
        .from(products)
        .where(and(eq(products.businessId, businessId), eq(products.isForSale, true))),
  ]);
  if (!business) throw notFound('Business');
  const base = `/dashboard/${businessId}`;
  const website = hasEntitlement(business.plan, 'shop');

  const detailsDone = filled(business.legalName ?? business.name) && hasAddress(business.address) && filled(business.iban) && filled(business.email);
  const locationDone = locationRows.some((location) => hasAddress(location.address) && hasOpeningHours(location.openingHours));
  const productCount = website ? (counts?.withPhoto ?? 0) : (counts?.forSale ?? 0);
  const steps: ChecklistStep[] = [
    {
      key: 'details',
      title: 'Business details and IBAN',
      description: 'Your name, address, contact e-mail and the IBAN shoppers pay transfers to (a VAT number only if you charge VAT).',
      done: detailsDone,
      href: `${base}/business`,
      action: detailsDone ? 'Review details' : 'Add details',
    },
    {
      key: 'location',
      title: 'A location with opening hours',
      description: 'Where shoppers pick up their orders, and when you are open.',
      done: locationDone,
      href: `${base}/business#locations`,
      action: locationDone ? 'Review locations' : 'Set opening hours',
    },
  ];
  const productsStep = (done: boolean): ChecklistStep => ({
    key: 'products',
    title: website ? `${PRODUCTS_WANTED} products with photos` : `${PRODUCTS_WANTED} products`,
    description: `${Math.min(productCount, PRODUCTS_WANTED)} of ${PRODUCTS_WANTED} so far: products for sale${website ? ', each with a photo' : ''}.`,
    done,
    href: done ? `${base}/products` : `${base}/products/new`,
    action: done ? 'See products' : 'Add a product',
  });

  if (!website) {
    steps.push(productsStep(productCount >= PRODUCTS_WANTED));
  } else {
    const site = await getOrCreateSiteRow(db, businessId);
    const [overlay, [shop], ordering] = await readAll(db, [
      () => loadOverlay(db, site),
      () => db.select({ status: shops.status }).from(shops).where(eq(shops.businessId, businessId)).limit(1),
      () => orderingOptions(db, businessId),
    ]);
    // The builder's view: the draft's theme and pages over the live ones.
    const themeDone = filled(overlay.settings.themeKey ?? site.themeKey);
    const home = overlay.entries.find((entry) => entry.content.slug === '')?.content;
    const homeDone =
      !!home &&
      (home.renderMode === 'CODE' ? filled(home.customHtml) : home.blocks.length > 0 && !home.blocks.some((block) => isSampleBlock(block)));
    const live = site.isEnabled && site.publishedAt !== null;
    const open = shop?.status === 'ACTIVE';
    const publishedDone = live && open && ordering.canOrder;
    steps.push(
      {
        key: 'theme',
        title: 'A theme chosen',
        description: 'The look of your website and its first pages, ready for your own words and photos.',
        done: themeDone,
        href: `${base}/builder?tab=themes`,
        action: themeDone ? 'Change theme' : 'Choose a theme',
      },
      productsStep(productCount >= PRODUCTS_WANTED),
      {
        key: 'home',
        title: 'Your home page edited',
        description: "None of the theme's sample text left on your home page: your words, your photos.",
        done: homeDone,
        href: `${base}/builder`,
        action: homeDone ? 'Open the builder' : 'Edit the home page',
      },
      {
        key: 'published',
        title: 'Your shop published',
        description: !live
          ? 'Publish your website from the builder, then open your shop.'
          : !open
            ? 'Your website is online: open your shop so shoppers can order.'
            : !ordering.canOrder
              ? 'Shoppers cannot order yet: add an IBAN, or an address to a location.'
              : 'Your website is online and your shop takes orders.',
        done: publishedDone,
        href: !live ? `${base}/builder` : `${base}/shop`,
        action: !live ? 'Publish' : !open ? 'Open the shop' : 'Shop settings',
      },
    );
  }
  const doneCount = steps.filter((step) => step.done).length;
  return { steps, doneCount, complete: doneCount === steps.length };
}
