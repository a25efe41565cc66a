// Who may do what in a business (README: Team and roles). Three roles, each with everything of the one below:
// staff runs the counter (orders, sales, customers, loyalty cards, products, stock, photos, invoice drafts);
// a manager also runs the business (settings, website and shop, reports, messages, finalizing invoices);
// an owner also holds the keys, the team and the plan. The dashboard's routes, pages and navigation all ask
// `canAccess` about one of these areas; nothing else decides.
import { MEMBER_ROLES, type MemberRole } from '../../db/schema/member-roles';

export { MEMBER_ROLES, type MemberRole };

const RANK: Record<MemberRole, number> = { staff: 0, manager: 1, owner: 2 };

/** Each area of the dashboard and the least role that reaches it. */
export const AREA_ROLES = {
  overview: 'staff',
  orders: 'staff',
  sales: 'staff',
  customers: 'staff',
  loyalty: 'staff',
  products: 'staff',
  media: 'staff',
  /** Invoices: reading them and working on drafts. */
  invoices: 'staff',
  /** Finalizing, crediting, and the invoice template: what makes or changes a legal document. */
  invoicesManage: 'manager',
  /** The loyalty programme's rules (stamping and redeeming cards is `loyalty`). */
  loyaltyProgram: 'manager',
  reports: 'manager',
  /** Business details and locations. */
  business: 'manager',
  messages: 'manager',
  /** Website, shop settings, page builder, themes, drafts and publishing. */
  website: 'manager',
  keys: 'owner',
  team: 'owner',
  plan: 'owner',
} as const satisfies Record<string, MemberRole>;

export type Area = keyof typeof AREA_ROLES;

export const isRole = (value: unknown): value is MemberRole => typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);

/** Whether `role` is `least` or above. */
export const roleAtLeast = (role: MemberRole, least: MemberRole) => RANK[role] >= RANK[least];

export const canAccess = (role: MemberRole, area: Area) => roleAtLeast(role, AREA_ROLES[area]);

/** What each role is, in the words the Team page and invitations use. */
export const ROLE_DESCRIPTIONS: Record<MemberRole, { label: string; summary: string }> = {
  owner: { label: 'Owner', summary: 'Everything, including API keys, the team and the plan.' },
  manager: { label: 'Manager', summary: 'Everything but API keys, the team and the plan.' },
  staff: { label: 'Staff', summary: 'Orders, sales, customers, loyalty cards, products, stock and invoice drafts. No settings, no keys, no finalizing invoices.' },
};
