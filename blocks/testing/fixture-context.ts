// A render context for tests and previews: a Brussels bakery with two shops and a live webshop.
import { DEFAULT_TOKENS } from '../tokens';
import type { BlockRenderContext, ProductSummary } from '../types';

export function fixtureContext(overrides: Partial<BlockRenderContext> = {}, imageBase = 'https://images.example.com'): BlockRenderContext {
  const product = (id: string, name: string, price: number, categoryId: string, extra: Partial<ProductSummary> = {}): ProductSummary => ({
    id,
    slug: id,
    name,
    description: `${name}, baked this morning.`,
    priceInclVat: price,
    currency: 'EUR',
    images: [`${imageBase}/${id}.svg`],
    categoryId,
    isForSale: true,
    stockQuantity: 12,
    trackInventory: true,
    ...extra,
  });
  const weekdays: [string, string][] = [['07:00', '18:30']];
  return {
    business: { name: 'Boulangerie Dupont', email: 'bonjour@boulangerie-dupont.be', phone: '+32 2 512 34 56' },
    locations: [
      {
        id: 'loc_sablon',
        name: 'Sablon',
        address: { line1: 'Rue de Rollebeek 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
        phone: '+32 2 512 34 56',
        openingHours: { tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: [['07:00', '13:00'], ['14:00', '18:00']], sun: [['08:00', '13:00']] },
      },
      {
        id: 'loc_flagey',
        name: 'Flagey',
        address: { line1: 'Place Eugène Flagey 3', postalCode: '1050', city: 'Ixelles', country: 'BE' },
        phone: null,
        openingHours: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: [['08:00', '17:00']] },
      },
    ],
    categories: [
      { id: 'cat_bread', name: 'Breads', slug: 'breads' },
      { id: 'cat_pastry', name: 'Pastries', slug: 'pastries' },
      { id: 'cat_cakes', name: 'Cakes', slug: 'cakes' },
      { id: 'cat_empty', name: 'Gift boxes', slug: 'gift-boxes' },
    ],
    products: [
      product('p_sourdough', 'Country sourdough', 6.2, 'cat_bread', { description: 'Slow-fermented for 36 hours with stone-ground flour from Hainaut. A crackling crust, a moist and tangy crumb. Keeps for four days.' }),
      product('p_baguette', 'Baguette tradition', 1.9, 'cat_bread'),
      product('p_croissant', 'Butter croissant', 1.6, 'cat_pastry'),
      product('p_painchoc', 'Pain au chocolat', 1.8, 'cat_pastry', { stockQuantity: 0 }),
      product('p_tarte', 'Tarte au riz', 3.5, 'cat_pastry'),
      product('p_cake', 'Strawberry layer cake', 28, 'cat_cakes'),
      product('p_speculoos', 'Speculoos cookies', 7.5, 'cat_cakes', { images: [] }),
      product('p_hidden', 'Staff-only loaf', 1, 'cat_bread', { isForSale: false }),
    ],
    shop: { status: 'ACTIVE', showPricesToGuests: true, currency: 'EUR' },
    basePath: '',
    locale: 'en-BE',
    tokens: DEFAULT_TOKENS,
    ...overrides,
  };
}
