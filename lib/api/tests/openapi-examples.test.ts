// The examples of the OpenAPI document are real. Every operation's request example, as the document shows it,
// is sent to the server for a demo business (lib/operator/demo.ts), with records made for the occasion
// standing in for the example ids of lib/api/examples.ts, and must succeed with the declared status. The
// answers are the response examples: `UPDATE_OPENAPI_EXAMPLES=1 npx vitest run lib/api/tests/openapi-examples.test.ts`
// records them in lib/api/openapi-examples.json (example ids put back, long arrays and texts shortened); a
// normal run fails when an answer no longer has the fields of its recorded example.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { recordEvent } from '../../domain/events/events';
import type { EventType } from '../../domain/events/types';
import { createCoupon } from '../../domain/loyalty/coupons';
import { addToCart, newVisitorToken } from '../../domain/orders/cart';
import { placeOrder } from '../../domain/orders/checkout';
import { upsertShop } from '../../domain/shop/shop';
import { ALL_SCOPES } from '../../domain/keys/scopes';
import { createDemoBusiness } from '../../operator/demo';
import { EXAMPLE, type ExampleName } from '../examples';
import { openApiDocument, operationKey } from '../openapi';
import recorded from '../openapi-examples.json';
import { type ApiResponse, call, makeKey, uniqueSlug } from '../../testing/api';
import { multipartBody, testPhoto } from '../../testing/media';
import { documentMismatches } from '../../testing/openapi-check';
import { makeOrderable, offeredWay } from '../../testing/orders';

type Json = Record<string, any>;
const doc = openApiDocument('http://localhost:3000/api/v1') as Json;
const EXAMPLES_FILE = path.resolve(__dirname, '../openapi-examples.json');
const UPDATE = process.env.UPDATE_OPENAPI_EXAMPLES === '1';
const stored = recorded as Record<string, { status: number; body: unknown } | undefined>;

let key = '';
let slug = '';
/** The order placed before the operations run: the events of the examples are about it. */
let placedOrder = '';
/** Example id → the record standing in for it, for records every operation may share. */
const shared = new Map<string, string>();

async function api(method: string, pathname: string, body?: unknown): Promise<Json> {
  const res = await call(method, pathname, { key, body });
  expect(res.status, `${method} ${pathname}: ${res.text}`).toBeLessThan(300);
  return res.body;
}

/** Records made afresh for one operation (it may change or delete them): what the document shows → the real value. */
const FRESH: Partial<Record<ExampleName, () => Promise<Record<string, string>>>> = {
  draftInvoice: async () => {
    const draft = await api('POST', '/public/invoices', {
      buyerName: 'Bureau Delvaux & Associés',
      buyerVatNumber: 'BE0871234501',
      items: [
        { description: 'Plateau petit-déjeuner (12 pers.)', quantity: 12, unitPrice: 8.5, vatPercent: 6 },
        { description: 'Livraison et mise en place', quantity: 1, unitPrice: 25, vatPercent: 21 },
      ],
    });
    return { [EXAMPLE.draftInvoice]: draft.id, [EXAMPLE.draftInvoiceItem]: draft.items[1].id };
  },
  finalizedInvoice: async () => {
    const invoice = await api('POST', '/public/invoices', {
      buyerName: 'Restaurant Chez Marie',
      buyerVatNumber: 'BE0403170701',
      buyerAddress: { line1: 'Rue du Berger 24', postalCode: '1050', city: 'Ixelles', country: 'BE' },
      buyerEmail: 'compta@chez-marie.be',
      buyerReference: 'BC-1240',
      items: [{ description: 'Baguettes tradition', quantity: 60, unitPrice: 1.95, vatPercent: 6 }],
      finalize: true,
    });
    return { [EXAMPLE.finalizedInvoice]: invoice.id };
  },
  freshLocation: async () => {
    const location = await api('POST', '/public/locations', { name: 'Marché du Midi', openingHours: { sun: [['07:00', '13:00']] } });
    return { [EXAMPLE.freshLocation]: location.id };
  },
  coupon: async () => {
    const code = `BIENVENUE-${Math.floor(Math.random() * 1e9)}`;
    await createCoupon(await getDb(), (await api('GET', '/public/me')).id, { code, description: 'Un café offert' });
    return { [EXAMPLE.coupon]: code };
  },
  page: async () => {
    const page = await api('POST', '/public/site/pages', {
      title: 'Notre histoire',
      slug: `notre-histoire-${Math.floor(Math.random() * 1e9)}`,
      blocks: [{ type: 'rich-text', order: 0, config: { html: '<p>Depuis 1987, nous pétrissons chaque nuit à Flagey.</p>' } }],
    });
    return { [EXAMPLE.page]: page.id, 'notre-histoire': page.slug };
  },
  freshMedia: async () => ({ [EXAMPLE.freshMedia]: await uploadExampleImage('ancienne-vitrine.jpg') }),
  order: async () => ({ [EXAMPLE.order]: await exampleOrder('pickup') }),
  deliveryOrder: async () => ({ [EXAMPLE.deliveryOrder]: await exampleOrder('delivery') }),
  shippedOrder: async () => {
    const id = await exampleOrder('delivery');
    await api('POST', `/public/orders/${id}/mark-shipped`);
    return { [EXAMPLE.shippedOrder]: id };
  },
  webhookEndpoint: async () => {
    const endpoint = await api('POST', '/public/webhook-endpoints', { url: 'https://hooks.example.com/vitrine', eventTypes: ['order.paid'] });
    await orderEvent('order.paid', placedOrder);
    const [delivery] = (await api('GET', `/public/webhook-endpoints/${endpoint.id}/deliveries`)).data;
    return { [EXAMPLE.webhookEndpoint]: endpoint.id, [EXAMPLE.webhookDelivery]: delivery.id };
  },
  loyaltyCard: async () => {
    // Enough on the card for the removals and redemptions of the examples.
    const card = shared.get(EXAMPLE.loyaltyCard)!;
    await api('POST', `/public/loyalty/cards/${card}/stamps`, { count: 2 });
    await api('POST', `/public/loyalty/cards/${card}/points`, { points: 200, reason: 'Bienvenue' });
    return {};
  },
};

/** A web shop order of the demo business, placed through the storefront's checkout. */
async function exampleOrder(fulfilment: 'pickup' | 'delivery'): Promise<string> {
  const db = await getDb();
  const businessId = (await api('GET', '/public/me')).id as string;
  await makeOrderable(db, businessId);
  await upsertShop(db, businessId, { status: 'ACTIVE', offersShipping: true, shippingFlatRate: 5.9 });
  const visitor = newVisitorToken();
  await addToCart(db, businessId, visitor, { productId: shared.get(EXAMPLE.product)!, quantity: 2 });
  const { order } = await placeOrder(db, businessId, visitor, {
    checkoutToken: `example-${Math.floor(Math.random() * 1e12)}`,
    firstName: 'Sophie',
    lastName: 'Janssens',
    email: 'sophie.janssens@example.be',
    phone: '0475 98 76 54',
    ...(await offeredWay(db, businessId, fulfilment, shared.get(EXAMPLE.location)!)),
  });
  return order.id;
}

/** Records an event of the demo business about an order, as the API reads the order now; the event's id. */
async function orderEvent(type: EventType, orderId: string): Promise<string> {
  const { livemode: _livemode, ...order } = await api('GET', `/public/orders/${orderId}`);
  const businessId = (await api('GET', '/public/me')).id as string;
  const db = await getDb();
  return db.transaction((tx) => recordEvent(tx, businessId, type, order as { id: string }));
}

/** The secret a recorded answer shows: the Standard Webhooks specification's example, never a real one. */
const EXAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function replaceStrings(value: unknown, pairs: [string, string][]): unknown {
  if (typeof value === 'string') return pairs.reduce((text, [from, to]) => text.replaceAll(from, to), value);
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, pairs));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, pairs)]));
  return value;
}

/** A real answer made short enough to read in the reference. */
function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  if (Array.isArray(value)) return (value.length > 4 ? value.slice(0, 3) : value).map(shorten);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  return value;
}

/** Where two answers differ in their fields (an array by its first item; null and empty arrays match anything). */
function fieldDifferences(saved: unknown, real: unknown, at = 'body'): string[] {
  if (Array.isArray(saved) && Array.isArray(real)) {
    return saved.length && real.length ? fieldDifferences(saved[0], real[0], `${at}[0]`) : [];
  }
  if (saved && real && typeof saved === 'object' && typeof real === 'object') {
    const names = new Set([...Object.keys(saved), ...Object.keys(real)]);
    return [...names].flatMap((name) => {
      if (!(name in saved)) return [`${at}.${name} is answered but not in the example`];
      if (!(name in real)) return [`${at}.${name} is in the example but no longer answered`];
      return fieldDifferences((saved as Json)[name], (real as Json)[name], `${at}.${name}`);
    });
  }
  return [];
}

type Operation = { method: string; template: string; operation: Json };
const operations: Operation[] = Object.entries(doc.paths as Json).flatMap(([template, methods]) =>
  Object.entries(methods as Json).map(([method, operation]) => ({ method: method.toUpperCase(), template, operation })),
);

/** The request of an operation as its examples show it. */
function exampleRequest({ template, operation }: Operation) {
  let pathname = template;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters as Json[]) {
    if (parameter.in === 'path') pathname = pathname.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
    if (parameter.in === 'query' && parameter.example !== undefined) query.set(parameter.name, String(parameter.example));
  }
  const ref = operation.requestBody?.$ref as string | undefined;
  const content = ref ? (doc.components.requestBodies[ref.split('/').pop()!].content as Json) : undefined;
  // An upload's example shows its text fields; the file sent with them is a photo made for the occasion.
  const upload = content?.['multipart/form-data'] !== undefined;
  const body = content ? (upload ? content['multipart/form-data'] : content['application/json']).example : undefined;
  return { pathname, query: query.toString(), body, upload };
}

/** An upload as curl -F sends it: the example's text fields and a photo in `file`. */
async function uploadBody(fields: Record<string, string>, filename: string) {
  const { file: _shown, ...text } = fields;
  return multipartBody([{ file: { bytes: await testPhoto(), filename, type: 'image/jpeg' } }, text]);
}

/** Uploads an image to the demo business's library; its id. */
async function uploadExampleImage(filename: string): Promise<string> {
  const res = await call('POST', '/public/media', { key, ...(await uploadBody({ alt: 'Vitrine de la boulangerie' }, filename)) });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const answers: Record<string, { status: number; body: unknown }> = {};

beforeAll(async () => {
  process.env.RATE_LIMIT_PER_MINUTE = '0';
  const db = await getDb();
  slug = uniqueSlug('maison-lemaire');
  const business = await db.transaction((tx) => createDemoBusiness(tx, { slug, days: 14 }));
  key = (await makeKey(business.id, ALL_SCOPES)).key;
  const location = (await api('GET', '/public/locations')).data[0];
  const product = (await api('GET', '/public/products?sku=PAIN-CAMP')).data[0];
  const card = (await api('GET', '/public/loyalty/cards?limit=1')).data[0];
  const rewards = (await api('GET', `/public/loyalty/cards/${card.id}`)).rewards as { id: string; kind: string; pointsCost: number }[];
  const reward = rewards.filter((r) => r.kind === 'points').sort((a, b) => a.pointsCost - b.pointsCost)[0]!;
  for (const [name, id] of [
    ['location', location.id],
    ['category', product.categoryId],
    ['product', product.id],
    ['customer', card.customerId],
    ['loyaltyCard', card.id],
    ['reward', reward.id],
  ] as const) {
    shared.set(EXAMPLE[name], id);
  }
  shared.set(EXAMPLE.media, await uploadExampleImage('croissants.jpg'));
  // The list of orders shows one, and the list of events its placing (written here unless checkout wrote it).
  placedOrder = await exampleOrder('delivery');
  const placed = (await api('GET', '/public/events?type=order.placed')).data[0]?.id as string | undefined;
  shared.set(EXAMPLE.event, placed ?? (await orderEvent('order.placed', placedOrder)));
}, 120_000);

afterAll(() => {
  delete process.env.RATE_LIMIT_PER_MINUTE;
  if (!UPDATE) return;
  const ordered = Object.fromEntries(
    operations.map((op) => operationKey({ method: op.method, path: op.template })).flatMap((name) => (answers[name] ? [[name, answers[name]]] : [])),
  );
  fs.writeFileSync(EXAMPLES_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
});

describe('the request examples of the document', () => {
  it('cover every operation: a body example for every body, an example for every path parameter', () => {
    for (const op of operations) {
      const { pathname, body } = exampleRequest(op);
      expect(pathname, `${op.method} ${op.template}`).not.toMatch(/\{|undefined/);
      if (op.operation.requestBody) {
        const required = doc.components.requestBodies[op.operation.requestBody.$ref.split('/').pop()].required;
        if (required) expect(body, `${op.method} ${op.template}`).toBeDefined();
      }
    }
  });

  it.each(operations.map((op) => [`${op.method} ${op.template}`, op] as const))('%s: the server accepts it', async (name, op) => {
    const request = exampleRequest(op);
    const standIns = new Map(shared);
    for (const [example, make] of Object.entries(FRESH) as [ExampleName, () => Promise<Record<string, string>>][]) {
      if (JSON.stringify(request).includes(EXAMPLE[example])) {
        for (const [from, to] of Object.entries(await make())) standIns.set(from, to);
      }
    }
    const send = replaceStrings(request, [...standIns.entries()]) as typeof request;
    const res: ApiResponse = await call(op.method, `${send.pathname}${send.query ? `?${send.query}` : ''}`, {
      key,
      ...(send.upload ? await uploadBody(send.body as Record<string, string>, 'croissants.jpg') : { body: send.body }),
    });
    const success = Object.keys(op.operation.responses).filter((status) => status.startsWith('2'));
    expect(success, `${name}: ${res.status} ${res.text.slice(0, 500)}`).toContain(String(res.status));

    if (!res.headers.get('content-type')?.includes('json')) return;
    const back: [string, string][] = [...[...standIns.entries()].map(([shown, real]): [string, string] => [real, shown]), [slug, 'maison-lemaire']];
    if (typeof res.body?.secret === 'string') back.push([res.body.secret, EXAMPLE_SECRET], [res.body.secretHint, `whsec_…${EXAMPLE_SECRET.slice(-4)}`]);
    const example = shorten(replaceStrings(res.body, back));
    answers[operationKey({ method: op.method, path: op.template })] = { status: res.status, body: example };
    if (UPDATE) return;

    const saved = stored[operationKey({ method: op.method, path: op.template })];
    expect(saved, `${name} has no recorded response example: run UPDATE_OPENAPI_EXAMPLES=1`).toBeDefined();
    expect(saved!.status, name).toBe(res.status);
    expect(fieldDifferences(saved!.body, example), `${name}: record the examples again`).toEqual([]);
    expect(documentMismatches(op.method, send.pathname, { ...res, body: saved!.body, text: JSON.stringify(saved!.body) }), name).toEqual([]);
  });
});
