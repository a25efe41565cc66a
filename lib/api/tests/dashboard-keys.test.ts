// The dashboard's API key routes, called with real Requests: list (live + test), create (schema, plan),
// revoke and delete (ownership in the statement), the key shown once, and the rotation rule.
import { describe, expect, it } from 'vitest';
import * as keysRoute from '../../../app/api/dashboard/businesses/[businessId]/keys/route';
import * as keyRoute from '../../../app/api/dashboard/businesses/[businessId]/keys/[keyId]/route';
import * as revokeRoute from '../../../app/api/dashboard/businesses/[businessId]/keys/[keyId]/revoke/route';
import * as scopesRoute from '../../../app/api/dashboard/businesses/[businessId]/keys/scopes/route';
import { getDb } from '../../db/client';
import { needsRotation } from '../../dashboard/keys-schema';
import { authenticateApiKey } from '../../domain/keys/api-keys';
import { ALL_SCOPES, SCOPES } from '../../domain/keys/scopes';
import { catalogues, LOCALES } from '../../i18n/translator';
import { call, makeBusiness, makeKey } from '../../testing/api';
import { type DashboardCallOptions, type DashboardHandler, callDashboard, signedInMerchant } from '../../testing/dashboard';

const merchant = signedInMerchant;
const send = (handler: DashboardHandler, method: string, params: Record<string, string>, options?: DashboardCallOptions) =>
  callDashboard(handler, method, '/keys', params, options);

describe('dashboard API key routes', () => {
  it('creates live and test keys, lists them by prefix and last four, revokes and deletes them', async () => {
    const { business, cookie } = await merchant('shop');
    const params = { businessId: business.id };
    const live = await send(keysRoute.POST, 'POST', params, { cookie, body: { name: 'Stock sync', mode: 'live', scopes: ['products:read', 'customers:read'] } });
    expect(live.status).toBe(201);
    expect(live.body.key).toMatch(/^key_live_[0-9A-Za-z]{32,}$/);
    expect(live.body.apiKey).toMatchObject({ name: 'Stock sync', mode: 'live', businessId: business.id, scopes: ['products:read', 'customers:read'] });
    const test = await send(keysRoute.POST, 'POST', params, { cookie, body: { name: 'Sandbox', mode: 'test', scopes: ['site:read'] } });
    expect(test.status).toBe(201);
    expect(test.body.apiKey.businessId).not.toBe(business.id); // the sandbox twin

    const list = await send(keysRoute.GET, 'GET', params, { cookie });
    expect(list.body.data.map((k: { name: string }) => k.name)).toEqual(['Sandbox', 'Stock sync']);
    expect(list.body.data[1].display).toBe(`key_live_…${live.body.key.slice(-4)}`);
    expect(JSON.stringify(list.body)).not.toContain(live.body.key);

    expect((await call('GET', '/public/products', { key: live.body.key })).status).toBe(200);
    const revoked = await send(revokeRoute.POST, 'POST', { ...params, keyId: live.body.apiKey.id }, { cookie });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await call('GET', '/public/products', { key: live.body.key })).status).toBe(401);

    const deleted = await send(keyRoute.DELETE, 'DELETE', { ...params, keyId: test.body.apiKey.id }, { cookie });
    expect(deleted.status).toBe(204);
    expect(await authenticateApiKey(await getDb(), test.body.key)).toBeNull();
    expect((await send(keysRoute.GET, 'GET', params, { cookie })).body.data).toHaveLength(1);
    expect((await send(keyRoute.DELETE, 'DELETE', { ...params, keyId: test.body.apiKey.id }, { cookie })).status).toBe(404);
  });

  it('the create form says what each scope grants in the merchant’s language (English as the API says it)', () => {
    for (const locale of LOCALES) {
      const grants = (catalogues[locale] as unknown as { keys: { scopeGrants: Record<string, string> } }).keys.scopeGrants;
      expect(Object.keys(grants), locale).toEqual(ALL_SCOPES);
      if (locale === 'en') expect(grants).toEqual(Object.fromEntries(ALL_SCOPES.map((scope) => [scope, SCOPES[scope].grants])));
    }
    expect(catalogues.fr.keys.scopeGrants['inventory:write']).toBe('Ajuster le stock, avec une entrée au journal par ajustement');
  });

  it('offers and grants site and shop scopes only with the Shop entitlement', async () => {
    const basic = await merchant('basic');
    const params = { businessId: basic.business.id };
    const catalogue = await send(scopesRoute.GET, 'GET', params, { cookie: basic.cookie });
    expect(catalogue.body.hasShop).toBe(false);
    expect(catalogue.body.read).toHaveLength(9);
    expect(catalogue.body.write).toHaveLength(7); // business, products, inventory, customers, invoices, loyalty, webhooks
    expect(catalogue.body.read[0]).toEqual({ scope: 'business:read', grants: 'Business profile and locations', access: 'read', requiresShop: false });
    const refused = await send(keysRoute.POST, 'POST', params, { cookie: basic.cookie, body: { name: 'Site', mode: 'live', scopes: ['site:read'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('entitlement_required');
    expect((await send(keysRoute.GET, 'GET', params, { cookie: basic.cookie })).body.data).toEqual([]);

    const shop = await merchant('shop');
    const full = await send(scopesRoute.GET, 'GET', { businessId: shop.business.id }, { cookie: shop.cookie });
    expect([full.body.read.length, full.body.write.length]).toEqual([12, 10]);
  });

  it('validates with the shared schema: 400 with the fields named', async () => {
    const { business, cookie } = await merchant('shop');
    const res = await send(keysRoute.POST, 'POST', { businessId: business.id }, { cookie, body: { name: ' ', mode: 'prod', scopes: [], admin: true } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['admin', 'mode', 'name', 'scopes']);
  });

  it('never touches another business’s key (404) and refuses foreign origins and missing sessions', async () => {
    const mine = await merchant('shop');
    const other = await makeBusiness();
    const theirs = await makeKey(other.id, ['products:read']);
    const params = { businessId: mine.business.id, keyId: theirs.id };
    expect((await send(revokeRoute.POST, 'POST', params, { cookie: mine.cookie })).status).toBe(404);
    expect((await send(keyRoute.DELETE, 'DELETE', params, { cookie: mine.cookie })).status).toBe(404);
    expect((await send(keysRoute.GET, 'GET', { businessId: other.id }, { cookie: mine.cookie })).status).toBe(404);
    expect((await call('GET', '/public/products', { key: theirs.key })).status).toBe(200);

    const own = await makeKey(mine.business.id, ['products:read']);
    const forged = await send(keyRoute.DELETE, 'DELETE', { businessId: mine.business.id, keyId: own.id }, { cookie: mine.cookie, origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('forbidden_origin');
    expect((await send(keyRoute.DELETE, 'DELETE', { businessId: mine.business.id, keyId: own.id }, { cookie: mine.cookie, origin: null })).status).toBe(403);
    expect((await send(keysRoute.GET, 'GET', { businessId: mine.business.id })).status).toBe(401);
    expect((await call('GET', '/public/products', { key: own.key })).status).toBe(200);
  });
});

describe('rotation flag', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('flags active keys created more than 90 days ago, never revoked ones', () => {
    expect(needsRotation({ createdAt: new Date(now - 90 * day).toISOString(), revokedAt: null }, now)).toBe(false);
    expect(needsRotation({ createdAt: new Date(now - 90 * day - 1000).toISOString(), revokedAt: null }, now)).toBe(true);
    expect(needsRotation({ createdAt: new Date(now - 200 * day).toISOString(), revokedAt: new Date(now).toISOString() }, now)).toBe(false);
  });
});
