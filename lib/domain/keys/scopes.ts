// The API scopes (README: API rules in short). Default-deny: a key can do exactly what its scopes name; a write
// scope never implies the matching read scope.

export const SCOPES = {
  'business:read': { grants: 'Business profile and locations', requiresShop: false },
  'products:read': { grants: 'Products, categories, prices and per-location stock', requiresShop: false },
  'transactions:read': { grants: 'Transactions and register sessions', requiresShop: false },
  'reports:read': { grants: 'Aggregated revenue reports and breakdowns', requiresShop: false },
  'invoices:read': { grants: 'Invoices, credit notes and their line items', requiresShop: false },
  'customers:read': { grants: 'Customer profiles and visit history', requiresShop: false },
  'staff:read': { grants: 'Staff id, name and role only', requiresShop: false },
  'loyalty:read': { grants: 'Loyalty cards and members with points and stamps', requiresShop: false },
  'site:read': { grants: 'Site configuration, pages, themes and the block-type catalogue', requiresShop: true },
  'shop:read': { grants: 'Online shop settings', requiresShop: true },
  'orders:read': { grants: 'Web shop orders with their lines, customer contact and timeline', requiresShop: true },
  'webhooks:read': { grants: 'Webhook endpoints and their delivery log (never their secrets)', requiresShop: false },
  'business:write': { grants: 'Business details and locations (create, change, choose the primary one, delete)', requiresShop: false },
  'products:write': { grants: 'Create and update products', requiresShop: false },
  'inventory:write': { grants: 'Adjust stock, with an audit log entry per adjustment', requiresShop: false },
  'customers:write': { grants: 'Create and update customers', requiresShop: false },
  'invoices:write': { grants: 'Create, edit, finalize, delete and credit invoices', requiresShop: false },
  'loyalty:write': { grants: 'Stamps, points, reward and coupon redemption', requiresShop: false },
  'site:write': {
    grants: 'Site branding and source code, pages, themes, publishing',
    requiresShop: true,
  },
  'shop:write': { grants: 'Shop settings, publishing, linking the builder site', requiresShop: true },
  'orders:write': { grants: 'Mark orders paid, ready, shipped, completed or cancelled', requiresShop: true },
  'webhooks:write': { grants: 'Create, change, delete webhook endpoints, rotate their secrets, resend deliveries', requiresShop: false },
} as const;

export type Scope = keyof typeof SCOPES;
export const ALL_SCOPES = Object.keys(SCOPES) as Scope[];

export function isScope(value: string): value is Scope {
  return Object.hasOwn(SCOPES, value);
}

export type Plan = 'basic' | 'shop';
export type Entitlement = 'shop';

/** Whether a business on `plan` has `entitlement`: the Shop entitlement (site and shop) comes with the shop plan. */
export function hasEntitlement(plan: Plan, entitlement: Entitlement): boolean {
  return entitlement === 'shop' && plan === 'shop';
}

/** Every entitlement of a business on `plan`. */
export function entitlementsOf(plan: Plan): Entitlement[] {
  return hasEntitlement(plan, 'shop') ? ['shop'] : [];
}

/** The scopes a business on `plan` may grant. */
export function scopesOffered(plan: Plan): Scope[] {
  return ALL_SCOPES.filter((scope) => !SCOPES[scope].requiresShop || hasEntitlement(plan, 'shop'));
}
