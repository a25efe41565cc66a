// The first shop's checklist on the overview (README: Onboarding): each step ticked from the business's data
// only, never from a "done" flag, so a merchant can stop anywhere and go on later (or do a step through the API).
// The shop plan's six steps; the basic plan (no website) keeps details, location and products. The words of each
// step (title, description, button) are the dashboard's (messages/<locale>/dashboard-orders.json, overview.checklist),
// chosen from the step's key, whether it is done, and the facts below.
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

/** What the published step still waits for: the website online, the shop open, a way to order; or nothing. */
export type PublishStage = 'unpublished' | 'closed' | 'cannot_order' | 'live';

export type ChecklistStep = {
  key: ChecklistStepKey;
  done: boolean;
  /** The dashboard page that does the step. */
  href: string;
  /** The products step: products counted so far (at most `wanted`), and whether each needs a photo (a website shows them). */
  progress?: { count: number; wanted: number; withPhotos: boolean };
  /** The published step: what it waits for. */
  stage?: PublishStage;
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
    { key: 'details', done: detailsDone, href: `${base}/business` },
    { key: 'location', done: locationDone, href: `${base}/business#locations` },
  ];
  const productsStep = (done: boolean): ChecklistStep => ({
    key: 'products',
    done,
    href: done ? `${base}/products` : `${base}/products/new`,
    progress: { count: Math.min(productCount, PRODUCTS_WANTED), wanted: PRODUCTS_WANTED, withPhotos: website },
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
      { key: 'theme', done: themeDone, href: `${base}/builder?tab=themes` },
      productsStep(productCount >= PRODUCTS_WANTED),
      { key: 'home', done: homeDone, href: `${base}/builder` },
      {
        key: 'published',
        done: publishedDone,
        href: !live ? `${base}/builder` : `${base}/shop`,
        stage: !live ? 'unpublished' : !open ? 'closed' : !ordering.canOrder ? 'cannot_order' : 'live',
      },
    );
  }
  const doneCount = steps.filter((step) => step.done).length;
  return { steps, doneCount, complete: doneCount === steps.length };
}
