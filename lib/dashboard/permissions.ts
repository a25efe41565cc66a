// Which area of the business (lib/domain/users/roles.ts) each dashboard route belongs to, read from its URL:
// /api/dashboard/businesses/{businessId}/<family>/…. Every route goes through `routeArea` in dashboardRoute; a
// family missing from this table is owner-only (a new route is never open by mistake; permissions.test.ts
// fails until it is listed).
import type { Area } from '../domain/users/roles';

export const FAMILY_AREAS: Record<string, Area> = {
  orders: 'orders',
  transactions: 'sales',
  sessions: 'sales',
  customers: 'customers',
  loyalty: 'loyalty',
  products: 'products',
  categories: 'products',
  media: 'media',
  invoices: 'invoices',
  reports: 'reports',
  business: 'business',
  locations: 'business',
  messages: 'messages',
  site: 'website',
  shop: 'website',
  builder: 'website',
  themes: 'website',
  preview: 'website',
  draft: 'website',
  pages: 'website',
  versions: 'website',
  keys: 'keys',
  webhooks: 'keys',
  team: 'team',
  plan: 'plan',
};

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The area of a request to `segments` (the path below the business, e.g. ['invoices', 'inv_…', 'finalize']). */
export function routeArea(method: string, segments: string[]): Area {
  const [family = '', second, third] = segments;
  if (family === 'invoices' && !isRead(method) && (third === 'finalize' || third === 'credit-note' || second === 'template')) {
    return 'invoicesManage';
  }
  if (family === 'loyalty' && second === 'program' && !isRead(method)) return 'loyaltyProgram';
  return FAMILY_AREAS[family] ?? 'team';
}

/** The path below /api/dashboard/businesses/{businessId}/ of a request URL, as segments. */
export function segmentsBelowBusiness(url: string): string[] {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  const at = parts.indexOf('businesses');
  return at < 0 ? [] : parts.slice(at + 2).map((part) => decodeURIComponent(part));
}
