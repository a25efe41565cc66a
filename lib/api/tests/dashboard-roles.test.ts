// Roles through HTTP (README: Team and roles): for every route family of lib/dashboard/permissions.ts, one
// representative route called as owner, manager and staff of the same business. A role that reaches the family's
// area is never answered 403; one that does not gets 403 role_required naming the least role. The manager-only
// invoice and loyalty actions are checked on their own. A family without a representative fails the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_AREAS } from '../../dashboard/permissions';
import { AREA_ROLES, type Area, MEMBER_ROLES, type MemberRole, canAccess } from '../../domain/users/roles';
import { makeBusiness } from '../../testing/api';
import { type DashboardHandler, callDashboard, signedInMember } from '../../testing/dashboard';

type Representative = { load: () => Promise<Record<string, unknown>>; method: string; path: string; params?: Record<string, string>; body?: unknown };

const R = '../../../app/api/dashboard/businesses/[businessId]';
const ID = { orderId: 'order_00000000000000000000000000', invoiceId: 'inv_00000000000000000000000000' };

/** One route per family of the permissions table (lib/dashboard/permissions.test.ts checks the table lists every folder). */
const REPRESENTATIVES: Record<string, Representative> = {
  orders: { load: () => import(`${R}/orders/route`), method: 'GET', path: '/orders' },
  transactions: { load: () => import(`${R}/transactions/route`), method: 'GET', path: '/transactions' },
  sessions: { load: () => import(`${R}/sessions/route`), method: 'GET', path: '/sessions' },
  customers: { load: () => import(`${R}/customers/route`), method: 'GET', path: '/customers' },
  loyalty: { load: () => import(`${R}/loyalty/coupons/route`), method: 'GET', path: '/loyalty/coupons' },
  products: { load: () => import(`${R}/products/route`), method: 'GET', path: '/products' },
  categories: { load: () => import(`${R}/categories/route`), method: 'GET', path: '/categories' },
  media: { load: () => import(`${R}/media/route`), method: 'GET', path: '/media' },
  invoices: { load: () => import(`${R}/invoices/route`), method: 'GET', path: '/invoices' },
  reports: { load: () => import(`${R}/reports/route`), method: 'GET', path: '/reports' },
  business: { load: () => import(`${R}/business/route`), method: 'GET', path: '/business' },
  locations: { load: () => import(`${R}/locations/route`), method: 'GET', path: '/locations' },
  messages: { load: () => import(`${R}/messages/route`), method: 'GET', path: '/messages' },
  site: { load: () => import(`${R}/site/route`), method: 'GET', path: '/site' },
  shop: { load: () => import(`${R}/shop/route`), method: 'GET', path: '/shop' },
  builder: { load: () => import(`${R}/builder/route`), method: 'GET', path: '/builder' },
  themes: { load: () => import(`${R}/themes/[themeKey]/route`), method: 'GET', path: '/themes/classic', params: { themeKey: 'classic' } },
  preview: { load: () => import(`${R}/preview/route`), method: 'POST', path: '/preview', body: {} },
  draft: { load: () => import(`${R}/draft/route`), method: 'GET', path: '/draft' },
  pages: { load: () => import(`${R}/pages/route`), method: 'GET', path: '/pages' },
  versions: { load: () => import(`${R}/versions/route`), method: 'GET', path: '/versions' },
  keys: { load: () => import(`${R}/keys/route`), method: 'GET', path: '/keys' },
  webhooks: { load: () => import(`${R}/webhooks/route`), method: 'GET', path: '/webhooks' },
  team: { load: () => import(`${R}/team/members/route`), method: 'GET', path: '/team/members' },
  plan: { load: () => import(`${R}/plan/route`), method: 'PATCH', path: '/plan', body: { plan: 'shop' } },
};

/** The area-changing actions of a family (lib/dashboard/permissions.ts routeArea), each with its area. */
const OVERRIDES: (Representative & { area: Area })[] = [
  { area: 'invoicesManage', load: () => import(`${R}/invoices/[invoiceId]/finalize/route`), method: 'POST', path: `/invoices/${ID.invoiceId}/finalize`, params: { invoiceId: ID.invoiceId } },
  { area: 'invoicesManage', load: () => import(`${R}/invoices/[invoiceId]/credit-note/route`), method: 'POST', path: `/invoices/${ID.invoiceId}/credit-note`, params: { invoiceId: ID.invoiceId }, body: {} },
  { area: 'invoicesManage', load: () => import(`${R}/invoices/template/route`), method: 'PATCH', path: '/invoices/template', body: {} },
  { area: 'invoices', load: () => import(`${R}/invoices/template/route`), method: 'GET', path: '/invoices/template' },
  { area: 'loyaltyProgram', load: () => import(`${R}/loyalty/program/route`), method: 'PUT', path: '/loyalty/program', body: {} },
  { area: 'loyalty', load: () => import(`${R}/loyalty/program/route`), method: 'GET', path: '/loyalty/program' },
];


let businessId: string;
const cookies = {} as Record<MemberRole, string>;

beforeAll(async () => {
  businessId = (await makeBusiness({ plan: 'shop' })).id;
  for (const role of MEMBER_ROLES) cookies[role] = (await signedInMember(businessId, role)).cookie;
});

async function callAs(role: MemberRole, rep: Representative) {
  const module = await rep.load();
  const handler = module[rep.method] as DashboardHandler | undefined;
  expect(handler, `${rep.path} exports ${rep.method}`).toBeTypeOf('function');
  return callDashboard(handler!, rep.method, rep.path, { businessId, ...rep.params }, { cookie: cookies[role], body: rep.body });
}

async function expectRoleRule(area: Area, rep: Representative) {
  for (const role of MEMBER_ROLES) {
    const res = await callAs(role, rep);
    const label = `${role} ${rep.method} ${rep.path} → ${res.status} ${res.body?.error?.code ?? ''}`;
    if (canAccess(role, area)) {
      expect(res.status, label).not.toBe(403);
      expect(res.status, label).toBeLessThan(500);
    } else {
      expect(res.status, label).toBe(403);
      expect(res.body.error, label).toMatchObject({ code: 'role_required', requiredRole: AREA_ROLES[area], role });
    }
  }
}

describe('roles on every dashboard route family', () => {
  it('has a representative for every family of the table', () => {
    expect(Object.keys(FAMILY_AREAS).filter((family) => !(family in REPRESENTATIVES))).toEqual([]);
  });

  for (const [family, area] of Object.entries(FAMILY_AREAS)) {
    it(`${family} (${area}, ${AREA_ROLES[area]} and above)`, async () => {
      const rep = REPRESENTATIVES[family];
      expect(rep, `no representative for ${family}`).toBeDefined();
      if (rep) await expectRoleRule(area, rep);
    });
  }

  for (const rep of OVERRIDES) {
    it(`${rep.method} ${rep.path} is ${rep.area}`, async () => {
      await expectRoleRule(rep.area, rep);
    });
  }

  it('creating an invoice already finalized is finalizing: staff may create drafts only', async () => {
    const create = { load: () => import(`${R}/invoices/route`), method: 'POST', path: '/invoices' };
    const finalized = { ...create, body: { buyerName: 'Client SA', items: [{ description: 'Work', quantity: 1, unitPrice: 10 }], finalize: true } };
    const refused = await callAs('staff', finalized);
    expect(refused.body.error).toMatchObject({ code: 'role_required', requiredRole: 'manager' });
    expect((await callAs('staff', { ...create, body: { buyerName: 'Client SA' } })).status).toBe(201);
    expect((await callAs('manager', finalized)).status).not.toBe(403);
  });
});
