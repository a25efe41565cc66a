// The Reports page's dashboard routes against the public API: for the same period and location, the JSON
// route's sections equal GET /public/reports/* and each CSV file holds the same figures (exact, `;`, decimal
// comma, formula cells guarded); named periods resolve to Brussels days; bad input 400, others' ids 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as pageRoute from '../../../app/api/dashboard/businesses/[businessId]/reports/route';
import * as csvRoute from '../../../app/api/dashboard/businesses/[businessId]/reports/[section]/csv/route';
import { config } from '../../config';
import { sessionCookie } from '../../dashboard/cookie';
import { getDb } from '../../db/client';
import { locations } from '../../db/schema';
import { call, makeBusiness, makeKey, uniqueSlug } from '../../testing/api';
import { callDashboard } from '../../testing/dashboard';
import { addDays, brusselsDate } from '../pos/brussels-time';
import { recordTransactions } from '../pos/transactions';
import { createSession } from '../users/sessions';
import { createUser } from '../users/users';
import { csvCell, toCsv } from './csv';
import { resolvePeriod } from './periods';

async function merchant() {
  const business = await makeBusiness({ name: 'Rapports', locations: [{ name: 'Ixelles' }, { name: 'Gent' }] });
  const db = await getDb();
  const user = await createUser(db, { email: `${uniqueSlug('owner')}@example.be`, password: 'correct-horse-battery', businessId: business.id });
  const { token } = await createSession(db, user.id);
  const { key } = await makeKey(business.id, ['reports:read']);
  const shops = await db.select().from(locations).where(eq(locations.businessId, business.id)).orderBy(locations.position);
  const today = brusselsDate(new Date());
  const at = (daysAgo: number, time: string) => new Date(`${addDays(today, -daysAgo)}T${time}:00+01:00`);
  await recordTransactions(db, business.id, [
    { locationId: shops[0]!.id, channel: 'pos', occurredAt: at(0, '10:00'), lines: [{ description: 'Pain', quantity: 3, unitPriceMinor: 335, vatRateBp: 600 }, { description: '=HYPERLINK("x")', quantity: 1, unitPriceMinor: 1999, vatRateBp: 2100 }], payments: [{ method: 'cash', amountMinor: 3 * 335 + 1999 }] },
    { locationId: shops[1]!.id, channel: 'pos', occurredAt: at(3, '15:30'), lines: [{ description: 'Tarte; "maison"', quantity: 2, unitPriceMinor: 1250, vatRateBp: 600 }], payments: [{ method: 'card', amountMinor: 2500 }] },
    { locationId: shops[0]!.id, channel: 'online', occurredAt: at(20, '09:15'), lines: [{ description: 'Bon cadeau', quantity: 1, unitPriceMinor: 5000, vatRateBp: 0 }, { description: 'Vin', quantity: 1, unitPriceMinor: 1001, vatRateBp: 2100 }], payments: [{ method: 'bancontact', amountMinor: 6001 }] },
    { locationId: shops[1]!.id, channel: 'pos', occurredAt: at(40, '12:00'), lines: [{ description: 'Old', quantity: 1, unitPriceMinor: 700, vatRateBp: 600 }], payments: [{ method: 'cash', amountMinor: 700 }] },
  ]);
  const businessId = business.id;
  const cookie = `${sessionCookie().name}=${token}`;
  return {
    businessId,
    key,
    shops,
    today,
    page: (query: string) => callDashboard(pageRoute.GET, 'GET', `/reports${query}`, { businessId }, { cookie }),
    csv: async (section: string, query: string, who = businessId) => {
      const req = new Request(`${config.appOrigin}/api/dashboard/businesses/${who}/reports/${section}/csv${query}`, { headers: { cookie } });
      const res = await csvRoute.GET(req, { params: Promise.resolve({ businessId: who, section }) });
      return { status: res.status, headers: res.headers, text: await res.text() };
    },
  };
}

/** A CSV answer as rows of cells (no cell here holds a quoted `;`), BOM and final CRLF dropped. */
const rowsOf = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n').map((line) => line.split(';'));
/** A public report's amount as the CSV writes it. */
const comma = (amount: number) => amount.toFixed(2).replace('.', ',');

describe('dashboard reports', () => {
  it('resolves named periods to Brussels days', () => {
    expect(resolvePeriod('today', {}, '2026-03-31')).toEqual({ from: '2026-03-31', to: '2026-03-31' });
    expect(resolvePeriod('7d', {}, '2026-03-31')).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(resolvePeriod('30d', {}, '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(resolvePeriod('this-month', {}, '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(resolvePeriod('last-month', {}, '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(resolvePeriod('last-month', {}, '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(resolvePeriod('custom', { from: '2026-01-01', to: '2026-01-09' }, '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-01-09' });
    expect(() => resolvePeriod('custom', { from: '2026-01-01' }, '2026-03-31')).toThrow(/last day/);
  });

  it('writes cells exactly, with a decimal comma, quoting and formula guards', () => {
    expect(csvCell({ amount: 1234.56 }, 'EUR')).toBe('1234,56');
    expect(csvCell({ amount: -0.05 }, 'EUR')).toBe('-0,05');
    expect(csvCell({ amount: 0.1 + 0.2 }, 'EUR')).toBe('0,30');
    expect(csvCell({ amount: 1235 }, 'JPY')).toBe('1235');
    expect(csvCell({ percent: 5.5 }, 'EUR')).toBe('5,5');
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell({ text: `${start}1+1` }, 'EUR')).toBe(`'${start}1+1`);
    expect(csvCell({ text: 'a;b "c"' }, 'EUR')).toBe('"a;b ""c"""');
    expect(toCsv(['A', 'B'], [[{ text: 'é' }, { count: 2 }]], 'EUR')).toBe('\uFEFFA;B\r\né;2\r\n');
  });

  it('answers the same figures as GET /public/reports/* for the same period and location, as JSON and CSV', async () => {
    const m = await merchant();
    const from = addDays(m.today, -29);
    for (const location of [undefined, m.shops[0]!.id]) {
      const where = location ? `&locationId=${location}` : '';
      const range = `from=${from}&to=${m.today}${where}`;
      const page = await m.page(`?period=30d${where}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ from, to: m.today, locationId: location ?? null, currency: 'EUR' });
      const publicOf = async (path: string, extra = '') => {
        const res = await call('GET', `/public/reports/${path}?${range}${extra}`, { key: m.key });
        expect(res.status).toBe(200);
        const { livemode: _mode, ...report } = res.body; // the public API's own field
        return report;
      };
      const vat = await publicOf('vat');
      expect(page.body.vat).toEqual(vat);
      expect(page.body.revenue).toEqual(await publicOf('revenue', '&groupBy=day'));
      expect(page.body.products).toEqual(await publicOf('products', '&limit=10'));
      expect(page.body.paymentMethods).toEqual(await publicOf('payment-methods'));
      const { livemode: _mode, ...allLocations } = (await call('GET', `/public/reports/locations?from=${from}&to=${m.today}`, { key: m.key })).body;
      expect(page.body.locations).toEqual(allLocations);

      const csv = await m.csv('vat', `?period=30d${where}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="vat-${from}-to-${m.today}${location ? `-${location}` : ''}.csv"`);
      expect(rowsOf(csv.text)).toEqual([
        ['VAT rate (%)', 'Base excl. VAT (EUR)', 'VAT (EUR)', 'Total incl. VAT (EUR)'],
        ...vat.rates.map((r: { vatPercent: number; base: number; vat: number; total: number }) => [String(r.vatPercent), comma(r.base), comma(r.vat), comma(r.total)]),
        ['Total', comma(vat.totals.base), comma(vat.totals.vat), comma(vat.totals.total)],
      ]);
      expect(vat.rates.length).toBeGreaterThan(1);
    }
    // Custom days, as the public API takes them.
    const custom = await m.page(`?period=custom&from=${addDays(m.today, -45)}&to=${m.today}`);
    expect({ ...custom.body.vat, livemode: true }).toEqual((await call('GET', `/public/reports/vat?from=${addDays(m.today, -45)}&to=${m.today}`, { key: m.key })).body);
    expect(custom.body.revenue.totals.transactionCount).toBe(4);
  });

  it('writes each section; text that looks like a formula is guarded, quotes and separators are quoted', async () => {
    const m = await merchant();
    const products = await m.csv('products', '?period=7d');
    expect(products.text).toContain(`\r\n2;"'=HYPERLINK(""x"")";1;19,99;16,52\r\n`);
    expect(products.text).toContain('"Tarte; ""maison"""');
    const revenue = rowsOf((await m.csv('revenue', '?period=today')).text);
    expect(revenue).toHaveLength(3);
    expect(revenue[2]!.slice(0, 2)).toEqual(['Total', '30,04']);
    expect(rowsOf((await m.csv('payment-methods', '?period=30d')).text).at(-1)).toEqual(['Total', '3', '115,05']);
    expect(rowsOf((await m.csv('locations', '?period=30d')).text).map((row) => row[0])).toEqual(['Location', 'Ixelles', 'Gent', 'Total']);
  });

  it('refuses bad periods with 400 on the field, other businesses and their locations with 404', async () => {
    const m = await merchant();
    const bad = await m.page(`?period=custom&from=${m.today}&to=${addDays(m.today, -1)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'to' }] });
    expect((await m.page('?period=custom&from=2020-01-01&to=2026-01-01')).body.error.details[0].path).toBe('to');
    expect((await m.page('?period=custom&from=2026-01-01')).body.error.details[0].path).toBe('to');
    expect((await m.page('?period=custom&from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await m.page('?period=forever')).status).toBe(400);
    expect((await m.page('?period=7d&locationId=a%00b')).status).toBe(400);
    expect((await m.page('?period=7d&extra=1')).status).toBe(400);
    expect((await m.csv('everything', '?period=7d')).status).toBe(400);
    const other = await merchant();
    expect((await m.page(`?period=7d&locationId=${other.shops[0]!.id}`)).status).toBe(404);
    expect((await m.csv('vat', '?period=7d', other.businessId)).status).toBe(404);
  });
});
