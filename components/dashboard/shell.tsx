// The frame of every business page of the dashboard: top bar (logo, business switcher with the role in each, user, sign out),
// section navigation, and the page; the page builder alone on the whole screen (./shell-frame.tsx).
import type { ReactNode } from 'react';
import { type Plan, hasEntitlement } from '@/lib/domain/keys/scopes';
import { type Area, type MemberRole, ROLE_DESCRIPTIONS, canAccess } from '@/lib/domain/users/roles';
import { LogoMark } from '@/components/marketing/logo';
import { Badge } from '@/components/ui/badge';
import { AccountMenu } from './account-menu';
import { BusinessSwitcher } from './business-switcher/business-switcher';
import { DashboardNav, type NavItem } from './nav';
import { ShellFrame } from './shell-frame';
import { VerifyBanner } from './verify-banner';

export type ShellProps = {
  business: { id: string; name: string; plan: Plan; role: MemberRole };
  businesses: { id: string; name: string; role: MemberRole }[];
  user: { email: string; name: string | null; emailVerifiedAt?: Date | null };
  /** Orders placed and not yet handled (the Orders entry's badge; Shop plan only). */
  ordersToHandle?: number;
  children: ReactNode;
};

/** The sections of a business's dashboard that `role` reaches (a section its role does not reach is not shown). */
export function dashboardSections(businessId: string, plan: Plan, role: MemberRole, ordersToHandle = 0) {
  const base = `/dashboard/${businessId}`;
  const hasShop = hasEntitlement(plan, 'shop');
  const sections: (NavItem & { area: Area; shopOnly?: true })[] = [
    { href: base, label: 'Overview', exact: true, area: 'overview' },
    { href: `${base}/orders`, label: 'Orders', badge: { count: ordersToHandle, label: 'to handle' }, area: 'orders', shopOnly: true },
    { href: `${base}/sales`, label: 'Sales', area: 'sales' },
    { href: `${base}/customers`, label: 'Customers', area: 'customers' },
    { href: `${base}/loyalty`, label: 'Loyalty', area: 'loyalty' },
    { href: `${base}/invoices`, label: 'Invoices', area: 'invoices' },
    { href: `${base}/reports`, label: 'Reports', area: 'reports' },
    { href: `${base}/products`, label: 'Products', area: 'products' },
    { href: `${base}/categories`, label: 'Categories', area: 'products' },
    { href: `${base}/media`, label: 'Media', area: 'media' },
    { href: `${base}/business`, label: 'Business', area: 'business' },
    { href: `${base}/messages`, label: 'Messages', area: 'messages' },
    { href: `${base}/keys`, label: 'API keys', area: 'keys' },
    { href: `${base}/team`, label: 'Team', area: 'team' },
    { href: `${base}/plan`, label: 'Plan', area: 'plan' },
    { href: `${base}/builder`, label: 'Page builder', area: 'website', shopOnly: true },
    { href: `${base}/site`, label: 'Site settings', area: 'website', shopOnly: true },
    { href: `${base}/shop`, label: 'Shop settings', area: 'website', shopOnly: true },
  ];
  return sections.filter((section) => canAccess(role, section.area) && (hasShop || !section.shopOnly)).map(({ area: _area, shopOnly: _shopOnly, ...item }) => item);
}

export function DashboardShell({ business, businesses, user, ordersToHandle, children }: ShellProps) {
  const hasShop = hasEntitlement(business.plan, 'shop');
  // The page builder takes the whole screen (./shell-frame.tsx): the header and navigation give way there.
  return (
    <ShellFrame
      nav={<DashboardNav items={dashboardSections(business.id, business.plan, business.role, ordersToHandle)} />}
      header={
        <>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <div className="flex items-center gap-3">
              <a href="/dashboard" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600" aria-label="Vitrine dashboard">
                <LogoMark className="size-8" />
              </a>
              <span className="text-slate-300" aria-hidden="true">
                /
              </span>
              <BusinessSwitcher
                current={{ id: business.id, name: business.name, role: ROLE_DESCRIPTIONS[business.role].label }}
                businesses={businesses.map(({ id, name, role }) => ({ id, name, role: ROLE_DESCRIPTIONS[role].label }))}
              />
              <Badge tone={hasShop ? 'brand' : 'neutral'}>{hasShop ? 'Shop plan' : 'Basic plan'}</Badge>
            </div>
            <AccountMenu user={user} businessId={business.id} />
          </div>
        </header>
        {user.emailVerifiedAt === null ? <VerifyBanner email={user.email} businessId={business.id} /> : null}
        </>
      }
    >
      {children}
    </ShellFrame>
  );
}
