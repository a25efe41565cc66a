// Every dashboard route family is in the permissions table (a missing one would be owner-only by default), and
// the URL of a request names its area.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILY_AREAS, routeArea, segmentsBelowBusiness } from './permissions';

const ROUTES = path.join(process.cwd(), 'app/api/dashboard/businesses/[businessId]');

describe('dashboard route permissions', () => {
  it('lists every route family under /api/dashboard/businesses/{businessId}', () => {
    const families = readdirSync(ROUTES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(families.length).toBeGreaterThan(15);
    expect(families.filter((family) => !(family in FAMILY_AREAS))).toEqual([]);
  });

  it('reads the area from the URL, with the manager-only invoice and loyalty actions', () => {
    const at = (method: string, url: string) => routeArea(method, segmentsBelowBusiness(`http://localhost/api/dashboard/businesses/biz_1${url}`));
    expect(at('GET', '/orders')).toBe('orders');
    expect(at('POST', '/invoices')).toBe('invoices');
    expect(at('POST', '/invoices/inv_1/finalize')).toBe('invoicesManage');
    expect(at('POST', '/invoices/inv_1/credit-note')).toBe('invoicesManage');
    expect(at('PUT', '/invoices/template')).toBe('invoicesManage');
    expect(at('GET', '/invoices/template')).toBe('invoices');
    expect(at('GET', '/loyalty/program')).toBe('loyalty');
    expect(at('PUT', '/loyalty/program')).toBe('loyaltyProgram');
    expect(at('POST', '/loyalty/cards/card_1/stamps')).toBe('loyalty');
    expect(at('POST', '/keys')).toBe('keys');
    expect(at('GET', '/made-up')).toBe('team');
    expect(at('GET', '')).toBe('team');
  });
});
