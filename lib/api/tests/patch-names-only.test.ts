// A PATCH changes only the fields it names: for every PATCH route, each field is sent alone and every other
// field is read back unchanged. And no update schema carries a default (a default would write a field the
// request did not name).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDb } from '../../db/client';
import { createCategory } from '../../domain/catalog/products';
import { updateCategoryBody } from '../../domain/catalog/schemas';
import { type ApiResponse, call, setup } from '../../testing/api';
import { multipartBody, testPhoto } from '../../testing/media';
import { routeRegistry } from '../route';
import '../contracts';

type Json = Record<string, any>;
type Case = {
  body: Json;
  /** What the named fields read back as, when not the body itself (normalised values). */
  expect?: Json;
  /** Fields computed from the named ones (allowed to change with them). */
  derived?: string[];
};

const pick = (value: Json, keys: string[]) => Object.fromEntries(keys.map((key) => [key, value[key]]));

/** Sends each case alone and checks the named fields changed and every other field read back the same. */
async function checkEachField(read: () => Promise<Json>, patch: (body: Json) => Promise<ApiResponse>, cases: Case[]) {
  for (const { body, expect: expected = body, derived = [] } of cases) {
    const label = JSON.stringify(body).slice(0, 100);
    const before = await read();
    const res = await patch(body);
    expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(200);
    const after = await read();
    const named = Object.keys(body);
    expect(pick(after, named), label).toMatchObject(expected);
    expect(pick(before, named), `${label} must change something to prove anything`).not.toEqual(pick(after, named));
    const untouched = Object.keys(before).filter((key) => !named.includes(key) && !derived.includes(key) && key !== 'updatedAt');
    expect(pick(after, untouched), label).toEqual(pick(before, untouched));
  }
}


/** The same through GET and PATCH on one path. */
const checkPath = (key: string, path: string, cases: Case[]) =>
  checkEachField(
    async () => (await call('GET', path, { key })).body,
    (body) => call('PATCH', path, { key, body }),
    cases,
  );

describe('a PATCH changes only the fields it names', () => {
  it('PATCH /public/products/{id}', async () => {
    const { business, key } = await setup(['products:read', 'products:write']);
    const db = await getDb();
    const pains = await createCategory(db, business.id, { name: 'Pains', slug: 'pains' });
    const viennoiseries = await createCategory(db, business.id, { name: 'Viennoiseries', slug: 'viennoiseries' });
    const created = await call('POST', '/public/products', {
      key,
      body: {
        name: 'Miche',
        sku: 'MICHE-1',
        description: 'Levain',
        categoryId: pains.id,
        sellingPrice: 9.5,
        vatPercent: 6,
        isForSale: false,
        images: ['https://images.example.com/miche.jpg'],
        trackInventory: false,
        stockQuantity: 7,
      },
    });
    expect(created.status).toBe(201);
    const path = `/public/products/${created.body.id}`;
    await checkPath(key, path, [
      { body: { name: 'Miche au levain' } },
      { body: { sku: 'MICHE-2' } },
      { body: { sku: null } },
      { body: { description: 'Levain naturel' } },
      { body: { description: null } },
      { body: { categoryId: viennoiseries.id }, derived: ['category'] },
      { body: { categoryId: null }, derived: ['category'] },
      { body: { sellingPrice: 12.25 }, derived: ['priceInclVat'] },
      { body: { vatPercent: 21 }, derived: ['priceInclVat'] },
      { body: { isForSale: true } },
      { body: { images: [] } },
      { body: { trackInventory: true } },
    ]);
  });

  it('PATCH /public/customers/{id}', async () => {
    const { key } = await setup(['customers:read', 'customers:write']);
    const created = await call('POST', '/public/customers', {
      key,
      body: {
        firstName: 'Anne',
        lastName: 'Peeters',
        email: 'anne@example.be',
        phone: '0470 12 34 56',
        company: 'Peeters SRL',
        vatNumber: 'BE0123456789',
        address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
        notes: 'Aime le pain gris',
        marketingConsent: true,
      },
    });
    expect(created.status).toBe(201);
    const path = `/public/customers/${created.body.id}`;
    await checkPath(key, path, [
      { body: { firstName: 'Annie' } },
      { body: { lastName: null } },
      { body: { email: 'Annie@Example.be' }, expect: { email: 'annie@example.be' } },
      { body: { phone: '+32 471 00 00 00' }, expect: { phone: '+32471000000' } },
      { body: { company: 'Peeters & fils' } },
      { body: { vatNumber: null } },
      {
        body: { address: { line1: 'Rue Basse 2', postalCode: '4000', city: 'Liège', country: 'be' } },
        expect: { address: { line1: 'Rue Basse 2', line2: null, postalCode: '4000', city: 'Liège', country: 'BE' } },
      },
      { body: { notes: null } },
      { body: { marketingConsent: false } },
    ]);
  });

  describe('invoices', () => {
    const RW = ['invoices:read', 'invoices:write'];
    const invoiceBody = {
      buyerName: 'Boulangerie Dupont',
      buyerAddress: { line1: 'Place du Marché 3', postalCode: '5000', city: 'Namur', country: 'BE' },
      buyerVatNumber: 'BE0999999999',
      issueDate: '2026-03-02',
      dueDate: '2026-04-01',
      externalRef: 'ERP-1',
      notes: 'Merci',
      buyerReference: 'PO-7',
      customerNumber: 'C-12',
      claimReference: 'R-3',
      items: [
        { description: 'Farine T65 (25 kg)', quantity: 4, unitPrice: 18.5, vatPercent: 6 },
        { description: 'Livraison', quantity: 1, unitPrice: 15, vatPercent: 21 },
      ],
    };
    // Totals follow the lines; the exchange rate follows the currency and issue date.
    const TOTALS = ['totalExclVat', 'totalVat', 'totalAmount', 'vatBreakdown', 'baseAmount', 'baseVatBreakdown', 'outstandingAmount'];
    const RATE = ['exchangeRate', 'exchangeRateDate', 'exchangeRateStatus'];

    it('PATCH /public/invoices/{id}', async () => {
      const { key } = await setup(RW);
      const created = await call('POST', '/public/invoices', { key, body: invoiceBody });
      expect(created.status).toBe(201);
      const path = `/public/invoices/${created.body.id}`;
      await checkPath(key, path, [
        { body: { buyerName: 'Boulangerie Dupont & fils' } },
        { body: { buyerAddress: null }, derived: ['eInvoice'] },
        { body: { buyerVatNumber: 'BE0888888888' }, derived: ['eInvoice'] },
        { body: { buyerEmail: 'compta@dupont.be' } },
        { body: { buyerPeppolId: { scheme: '0208', id: '0403.170.701' } }, expect: { buyerPeppolId: { scheme: '0208', id: '0403170701' } }, derived: ['eInvoice'] },
        { body: { currency: 'usd' }, expect: { currency: 'USD' }, derived: [...RATE, ...TOTALS] },
        { body: { issueDate: '2026-03-05' }, derived: RATE },
        { body: { dueDate: null } },
        { body: { externalRef: 'ERP-2' } },
        { body: { notes: null } },
        { body: { buyerReference: '' }, expect: { buyerReference: null } },
        { body: { customerNumber: 'C-13' } },
        { body: { claimReference: '' }, expect: { claimReference: null } },
      ]);
    });

    it('PATCH /public/invoices/{id}/items/{itemId}', async () => {
      const { key } = await setup(RW);
      const created = await call('POST', '/public/invoices', { key, body: invoiceBody });
      expect(created.status).toBe(201);
      const path = `/public/invoices/${created.body.id}`;
      const itemId = created.body.items[0].id;
      // The line itself, the other lines and the document's own fields.
      const readLine = async () => {
        const invoice = (await call('GET', path, { key })).body;
        const { items, updatedAt: _updatedAt, ...header } = invoice;
        for (const key of TOTALS) delete header[key];
        return { ...items.find((item: Json) => item.id === itemId), otherLines: items.filter((item: Json) => item.id !== itemId), header };
      };
      await checkEachField(readLine, (body) => call('PATCH', `${path}/items/${itemId}`, { key, body }), [
        { body: { quantity: 2 }, derived: ['lineTotal'] },
        { body: { description: 'Farine T80 (25 kg)' } },
        { body: { unitPrice: 19.1234 }, derived: ['lineTotal'] },
        { body: { vatPercent: 12 } },
      ]);
    });
  });

  describe('site and shop', () => {
    const RW = ['site:read', 'site:write', 'shop:read', 'shop:write'];

    it('PATCH /public/site', async () => {
      const { key } = await setup(RW);
      const filled = await call('PATCH', '/public/site', {
        key,
        body: {
          isEnabled: true,
          primaryColor: '#1f5f5b',
          fontFamily: 'humanist',
          customHeadHtml: '<meta name="x" content="y">',
          customCss: 'body{color:#111}',
          customJs: 'console.log(1)',
          logoUrl: 'https://images.example.com/logo.png',
          faviconUrl: 'https://images.example.com/favicon.png',
          seoTitle: 'Chez Dupont',
          seoDescription: 'Pain au levain',
          tokens: { radius: '6px', buttonStyle: 'pill' },
        },
      });
      expect(filled.status).toBe(200);
      await checkPath(key, '/public/site', [
        { body: { isEnabled: false }, derived: ['publishedAt'] },
        { body: { primaryColor: '#AA3300' }, expect: { primaryColor: '#aa3300' }, derived: ['tokens'] },
        { body: { fontFamily: 'geometric' }, derived: ['tokens'] },
        { body: { customHeadHtml: '' } },
        { body: { customCss: 'body{color:#222}' } },
        { body: { customJs: '' } },
        { body: { logoUrl: null } },
        { body: { faviconUrl: 'https://images.example.com/favicon-2.png' } },
        { body: { seoTitle: null } },
        { body: { seoDescription: 'Pain gris' } },
        { body: { tokens: { radius: '12px' } } },
      ]);
      // Only the token named changed among the tokens.
      const site = (await call('GET', '/public/site', { key })).body;
      expect(site.tokens).toMatchObject({ radius: '12px', buttonStyle: 'pill', fontBody: 'geometric', colorPrimary: '#aa3300' });
    });

    it('PATCH /public/shop', async () => {
      const { key } = await setup(RW);
      const created = await call('PATCH', '/public/shop', {
        key,
        body: {
          name: 'Dupont en ligne',
          mode: 'B2B',
          currency: 'EUR',
          offersShipping: true,
          shippingFlatRate: 4.5,
          showPricesToGuests: false,
          status: 'PAUSED',
        },
      });
      expect(created.status).toBe(200);
      expect(created.body.siteId).toMatch(/^site_/);
      await checkPath(key, '/public/shop', [
        { body: { name: 'Dupont' } },
        { body: { mode: 'B2C' } },
        { body: { currency: 'usd' }, expect: { currency: 'USD' } },
        { body: { offersShipping: false } },
        { body: { shippingFlatRate: 6 } },
        { body: { showPricesToGuests: true } },
        { body: { status: 'ACTIVE' } },
        { body: { siteId: null } },
      ]);
    });

    it('PATCH /public/site/pages/{id}', async () => {
      const { key } = await setup(RW);
      const hero = (title: string) => ({ type: 'shop-hero', order: 0, config: { title, ctaText: 'Commander', ctaLink: '/boutique' } });
      const created = await call('POST', '/public/site/pages', {
        key,
        body: {
          title: 'Notre histoire',
          slug: 'histoire',
          showInNav: false,
          navOrder: 4,
          renderMode: 'BLOCKS',
          blocks: [hero('Depuis 1952')],
          customHtml: '<main>Depuis 1952</main>',
        },
      });
      expect(created.status).toBe(201);
      const path = `/public/site/pages/${created.body.id}`;
      await checkPath(key, path, [
        { body: { title: 'Histoire' } },
        { body: { slug: 'notre-histoire' }, derived: ['path'] },
        { body: { showInNav: true } },
        { body: { navOrder: 2 } },
        { body: { renderMode: 'CODE' } },
        { body: { blocks: [hero('Depuis 1953')] }, expect: { blocks: [{ type: 'shop-hero', order: 0, config: { title: 'Depuis 1953' } }] } },
        { body: { customHtml: '<main>Depuis 1953</main>' } },
        { body: { codeLayout: 'FULL_PAGE' } },
      ]);
    });
  });

  it('PATCH /public/me', async () => {
    const { key } = await setup(['business:read', 'business:write'], { name: 'Atelier Verbeke' });
    await checkPath(key, '/public/me', [
      { body: { name: 'Atelier Verbeke & fils' } },
      { body: { legalName: 'Atelier Verbeke SRL' } },
      { body: { legalName: null } },
      { body: { address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'be' } }, expect: { address: { country: 'BE' } } },
      { body: { enterpriseNumber: '0478 261 963' }, expect: { enterpriseNumber: '0478.261.963' } },
      { body: { vatNumber: 'be 0478.261.963' }, expect: { vatNumber: 'BE0478261963' } },
      { body: { email: 'Contact@Verbeke.be' }, expect: { email: 'contact@verbeke.be' } },
      { body: { phone: '02 640 12 34' }, expect: { phone: '+3226401234' } },
      { body: { iban: 'be20 0682 1234 5656' }, expect: { iban: 'BE20068212345656' } },
      { body: { bic: 'gkcc be bb' }, expect: { bic: 'GKCCBEBB' } },
      { body: { bic: null } },
    ]);
  });

  it('PATCH /public/locations/{id}', async () => {
    const { key } = await setup(['business:read', 'business:write'], { locations: [{ name: 'Flagey' }, { name: 'Gent' }] });
    const gent = (await call('GET', '/public/locations', { key })).body.data[1];
    await checkPath(key, `/public/locations/${gent.id}`, [
      { body: { name: 'Gent Korenmarkt' } },
      { body: { address: { line1: 'Korenmarkt 1', postalCode: '9000', city: 'Gent', country: 'BE' } } },
      { body: { phone: '09 223 00 00' }, expect: { phone: '+3292230000' } },
      { body: { openingHours: { sat: [['08:00', '12:00'], ['13:30', '18:00']] } } },
      { body: { isPrimary: true } },
    ]);
  });

  it('PATCH /public/loyalty/program', async () => {
    const { key } = await setup(['loyalty:read', 'loyalty:write']);
    await call('PATCH', '/public/loyalty/program', { key, body: { stampsPerCard: 10, stampReward: { name: 'Free bun' }, pointsRewards: [{ name: 'Tea', pointsCost: 40 }] } });
    const stampReward = (await call('GET', '/public/loyalty/program', { key })).body.stampReward;
    await checkPath(key, '/public/loyalty/program', [
      { body: { stampsPerCard: 8 } },
      { body: { stampReward: { name: 'Free croissant' } }, expect: { stampReward: { id: stampReward.id, name: 'Free croissant' } } },
      { body: { pointsPerEuro: 2 } },
      { body: { pointsRewards: [{ name: 'Cake', pointsCost: 200 }] }, expect: { pointsRewards: [{ name: 'Cake', pointsCost: 200 }] } },
    ]);
  });

  it('PATCH /public/media/{id}', async () => {
    const { key } = await setup(['products:read', 'products:write']);
    const upload = await multipartBody([{ file: { bytes: await testPhoto(32, 24), filename: 'tarte.jpg' } }, { alt: 'Tarte au riz' }]);
    const image = await call('POST', '/public/media', { key, ...upload });
    await checkPath(key, `/public/media/${image.body.id}`, [{ body: { alt: 'Tarte au riz de Verviers' } }, { body: { filename: 'tarte-au-riz.jpg' } }]);
  });

  it('PATCH /public/webhook-endpoints/{id}', async () => {
    const { key } = await setup(['webhooks:read', 'webhooks:write', 'orders:read', 'products:read']);
    const created = await call('POST', '/public/webhook-endpoints', {
      key,
      body: { url: 'https://hooks.example.com/vitrine', eventTypes: ['order.placed'], description: 'Livraisons' },
    });
    expect(created.status).toBe(201);
    await checkPath(key, `/public/webhook-endpoints/${created.body.id}`, [
      { body: { url: 'https://hooks.example.com/v2' } },
      { body: { eventTypes: ['order.placed', 'product.created'] } },
      { body: { description: 'Bpost' } },
      { body: { description: null } },
      { body: { enabled: false } },
      { body: { enabled: true } },
    ]);
  });

  it('covers every PATCH route of the API', () => {
    const tested = [
      'PATCH /public/products/{id}',
      'PATCH /public/customers/{id}',
      'PATCH /public/invoices/{id}',
      'PATCH /public/invoices/{id}/items/{itemId}',
      'PATCH /public/site',
      'PATCH /public/shop',
      'PATCH /public/site/pages/{id}',
      'PATCH /public/me',
      'PATCH /public/locations/{id}',
      'PATCH /public/loyalty/program',
      'PATCH /public/media/{id}',
      'PATCH /public/webhook-endpoints/{id}',
    ];
    const patchRoutes = routeRegistry.filter((spec) => spec.method === 'PATCH').map((spec) => `PATCH ${spec.path}`);
    expect(tested.sort()).toEqual(patchRoutes.sort());
  });
});

describe('update schemas', () => {
  it('carry no default, so a field the request does not name is never written', () => {
    const schemas: [string, z.ZodType][] = routeRegistry
      .filter((spec) => spec.method === 'PATCH' && spec.body)
      .map((spec) => [`PATCH ${spec.path}`, spec.body!]);
    schemas.push(['dashboard PATCH category', updateCategoryBody]);
    for (const [name, schema] of schemas) {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
      const object = json.$ref ? json.$defs[json.$ref.replace('#/$defs/', '')] : json;
      expect(Object.keys(object.properties ?? {}).length, name).toBeGreaterThan(0);
      const withDefault = Object.entries(object.properties as Record<string, Json>).filter(([, property]) => 'default' in property);
      expect(withDefault.map(([key]) => key), name).toEqual([]);
    }
  });
});
