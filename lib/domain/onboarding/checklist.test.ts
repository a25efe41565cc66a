// The onboarding checklist on a real database: every step ticked from data alone, in order, as a new shop fills
// in; the home page step follows the builder's draft (sample blocks left = not done); the basic plan's three steps.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { businesses, locations, products } from '../../db/schema';
import { makeBusiness } from '../../testing/api';
import { newId } from '../shared/ids';
import { upsertShop } from '../shop/shop';
import { publishDraft } from '../site/draft-publish';
import { applyThemeToDraft, deleteDraftPage, listDraftPages, updateDraftPage } from '../site/draft';
import { listThemes } from '../site/themes';
import { onboardingChecklist } from './checklist';

const done = async (businessId: string) => {
  const list = await onboardingChecklist(await getDb(), businessId);
  return Object.fromEntries(list.steps.map((step) => [step.key, step.done]));
};

async function addProducts(businessId: string, count: number, images: string[]) {
  const db = await getDb();
  for (let i = 0; i < count; i += 1) {
    await db.insert(products).values({ id: newId('product'), businessId, name: `Pain ${i}`, sellingPriceMinor: 350, vatRateBp: 600, images });
  }
}

describe('onboardingChecklist', () => {
  it('ticks the shop plan’s six steps from data as the merchant goes, with each step’s link', async () => {
    const business = await makeBusiness({ plan: 'shop' });
    const db = await getDb();
    const first = await onboardingChecklist(db, business.id);
    expect(first.steps.map((step) => step.key)).toEqual(['details', 'location', 'theme', 'products', 'home', 'published']);
    expect(first).toMatchObject({ doneCount: 0, complete: false });
    expect(first.steps.find((step) => step.key === 'theme')).toMatchObject({ href: `/dashboard/${business.id}/builder?tab=themes`, done: false });
    expect(first.steps.find((step) => step.key === 'products')).toMatchObject({ href: `/dashboard/${business.id}/products/new`, progress: { count: 0, wanted: 3, withPhotos: true } });
    expect(first.steps.find((step) => step.key === 'published')?.stage).toBe('unpublished');

    const address = { line1: 'Rue Haute 10', postalCode: '1000', city: 'Bruxelles', country: 'BE' };
    await db.update(businesses).set({ address, iban: 'BE68539007547034' }).where(eq(businesses.id, business.id));
    expect((await done(business.id)).details).toBe(false); // no contact e-mail yet
    await db.update(businesses).set({ email: 'bonjour@example.be' }).where(eq(businesses.id, business.id));
    expect((await done(business.id)).details).toBe(true);

    // A location needs an address and hours on at least one day.
    await db.update(locations).set({ address }).where(eq(locations.businessId, business.id));
    expect((await done(business.id)).location).toBe(false);
    await db.update(locations).set({ openingHours: { sat: [['08:00', '13:00']] } }).where(eq(locations.businessId, business.id));
    expect((await done(business.id)).location).toBe(true);

    // Products: three for sale, each with a photo (a product off sale or without a photo does not count).
    await addProducts(business.id, 2, ['https://example.be/pain.jpg']);
    await addProducts(business.id, 1, []);
    expect((await done(business.id)).products).toBe(false);
    await addProducts(business.id, 1, ['https://example.be/pain.jpg']);
    expect((await onboardingChecklist(db, business.id)).steps.find((step) => step.key === 'products')).toMatchObject({ done: true, href: `/dashboard/${business.id}/products` });

    // The theme goes into the draft; its sample home page is not "edited" until no sample block is left.
    const [theme] = listThemes();
    await applyThemeToDraft(db, business.id, theme!.themeKey);
    expect(await done(business.id)).toMatchObject({ theme: true, home: false });
    const home = (await listDraftPages(db, business.id)).find((page) => page.slug === '')!;
    await updateDraftPage(db, business.id, home.id, { blocks: [{ type: 'heading', order: 0, config: { text: 'Du bon pain, tous les jours' } }] });
    expect((await done(business.id)).home).toBe(true);

    // The theme's other pages still hold samples, which would hold the publish back: removed here.
    for (const page of await listDraftPages(db, business.id)) if (page.slug !== '') await deleteDraftPage(db, business.id, page.id);
    // Published: the site online, the shop ACTIVE and a way to order (the location's address: pickup).
    await publishDraft(db, business.id, { userId: null });
    expect((await onboardingChecklist(db, business.id)).steps.find((step) => step.key === 'published')).toMatchObject({ done: false, stage: 'closed' });
    await upsertShop(db, business.id, { status: 'ACTIVE' });
    const last = await onboardingChecklist(db, business.id);
    expect(last).toMatchObject({ doneCount: 6, complete: true });
  });

  it('gives the basic plan details, location and products (photos not asked: no storefront shows them)', async () => {
    const business = await makeBusiness({ plan: 'basic' });
    await addProducts(business.id, 3, []);
    const list = await onboardingChecklist(await getDb(), business.id);
    expect(list.steps.map((step) => [step.key, step.done])).toEqual([
      ['details', false],
      ['location', false],
      ['products', true],
    ]);
  });

  it('is 404 for an unknown business', async () => {
    await expect(onboardingChecklist(await getDb(), 'biz_unknown')).rejects.toMatchObject({ code: 'not_found' });
  });
});
