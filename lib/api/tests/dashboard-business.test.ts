// The dashboard's business and location routes, called with real Requests (session cookie, Origin): details
// saved normalised and read back through /api/v1, validation errors on the form's field paths with nothing
// written, locations created, made primary, refused deletion of the last one with its reason, another
// business's location → 404, writes without the dashboard's Origin refused.
import { describe, expect, it } from 'vitest';
import * as businessRoute from '../../../app/api/dashboard/businesses/[businessId]/business/route';
import * as locationsRoute from '../../../app/api/dashboard/businesses/[businessId]/locations/route';
import * as locationRoute from '../../../app/api/dashboard/businesses/[businessId]/locations/[locationId]/route';
import { call, makeKey } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';

describe('dashboard business routes', () => {
  it('saves the details the Business page sends and the API reads them', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const params = { businessId: business.id };
    const saved = await callDashboard(businessRoute.PATCH, 'PATCH', '/business', params, {
      cookie,
      body: { legalName: 'Test SRL', vatNumber: 'BE 0417.497.106', iban: 'BE20 0682 1234 5656', bic: 'GKCCBEBB' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ legalName: 'Test SRL', vatNumber: 'BE0417497106', enterpriseNumber: '0417.497.106', iban: 'BE20068212345656' });
    expect((await callDashboard(businessRoute.GET, 'GET', '/business', params, { cookie })).body).toEqual(saved.body);
    const { key } = await makeKey(business.id, ['business:read']);
    expect((await call('GET', '/public/me', { key })).body).toMatchObject(saved.body); // the API adds its livemode flag
  });

  it('answers validation errors on the fields, writes nothing, and refuses another Origin', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const params = { businessId: business.id };
    const bad = await callDashboard(businessRoute.PATCH, 'PATCH', '/business', params, {
      cookie,
      body: { legalName: 'Never saved', iban: 'BE20068212345657', address: { line1: 'Rue Haute 1', postalCode: '', city: 'Bruxelles', country: 'BE' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['address.postalCode', 'iban']);
    const foreign = await callDashboard(businessRoute.PATCH, 'PATCH', '/business', params, { cookie, body: { legalName: 'Evil' }, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await callDashboard(businessRoute.GET, 'GET', '/business', params, { cookie })).body.legalName).toBeNull();
  });

  it('creates a location, makes it primary, deletes the other, and keeps the last one', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const params = { businessId: business.id };
    const list = async () => (await callDashboard(locationsRoute.GET, 'GET', '/locations', params, { cookie })).body.data;
    const [first] = await list();
    const created = await callDashboard(locationsRoute.POST, 'POST', '/locations', params, {
      cookie,
      body: { name: 'Gent', openingHours: { sat: [['08:00', '12:30'], ['14:00', '18:00']] } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const primary = await callDashboard(locationRoute.PATCH, 'PATCH', `/locations/${id}`, { ...params, locationId: id }, { cookie, body: { isPrimary: true } });
    expect(primary.body.isPrimary).toBe(true);
    expect((await list()).map((l: { id: string }) => l.id)).toEqual([id, first.id]);
    const removed = await callDashboard(locationRoute.DELETE, 'DELETE', `/locations/${first.id}`, { ...params, locationId: first.id }, { cookie });
    expect(removed.status).toBe(204);
    const last = await callDashboard(locationRoute.DELETE, 'DELETE', `/locations/${id}`, { ...params, locationId: id }, { cookie });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toMatch(/only location/);

    const other = await signedInMerchant('basic');
    const [theirs] = (await callDashboard(locationsRoute.GET, 'GET', '/locations', { businessId: other.business.id }, { cookie: other.cookie })).body.data;
    const stolen = await callDashboard(locationRoute.PATCH, 'PATCH', `/locations/${theirs.id}`, { ...params, locationId: theirs.id }, { cookie, body: { name: 'Mine' } });
    expect(stolen.status).toBe(404);
    const tooMany = await callDashboard(locationsRoute.POST, 'POST', '/locations', params, {
      cookie,
      body: { name: 'X', openingHours: { sat: [['08:00', '10:00'], ['11:00', '12:00'], ['13:00', '14:00']] } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details[0].path).toBe('openingHours.sat');
  });
});
