// The overview's word when a page sent a member here because their role does not reach its area (?denied=<area>).
import { AREA_ROLES, type Area, type MemberRole, ROLE_DESCRIPTIONS } from '@/lib/domain/users/roles';

const AREA_NAMES: Record<Area, string> = {
  overview: 'the overview',
  orders: 'orders',
  sales: 'sales',
  customers: 'customers',
  loyalty: 'loyalty cards',
  products: 'products',
  media: 'the media library',
  invoices: 'invoices',
  invoicesManage: 'finalizing invoices',
  loyaltyProgram: "the loyalty programme's rules",
  reports: 'reports',
  business: 'business details and locations',
  messages: 'messages',
  website: 'the website and shop',
  keys: 'API keys',
  team: 'the team',
  plan: 'the plan',
};

export const isArea = (value: unknown): value is Area => typeof value === 'string' && Object.hasOwn(AREA_NAMES, value);

export function DeniedBanner({ area, role }: { area: Area; role: MemberRole }) {
  const least = AREA_ROLES[area];
  const needed = least === 'owner' ? 'an owner' : `a ${ROLE_DESCRIPTIONS[least].label.toLowerCase()} or an owner`;
  return (
    <div role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-900">
      <p className="font-medium">
        Your role doesn&rsquo;t include {AREA_NAMES[area]}; ask an owner.
      </p>
      <p className="mt-1">
        Your role here is {ROLE_DESCRIPTIONS[role].label}: {ROLE_DESCRIPTIONS[role].summary} {AREA_NAMES[area][0]!.toUpperCase() + AREA_NAMES[area].slice(1)} needs {needed}.
      </p>
    </div>
  );
}
