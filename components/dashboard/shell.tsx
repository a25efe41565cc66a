// The frame of every business page of the dashboard: top bar (logo, business switcher with the role in each, user, sign out),
// section navigation, and the page; the page builder alone on the whole screen (./shell-frame.tsx).
import type { ReactNode } from 'react';
import { appTranslator } from '@/lib/dashboard/locale';
import { type Translator, translator } from '@/lib/i18n/translator';
import { type Plan, hasEntitlement } from '@/lib/domain/keys/scopes';
import { type Area, type MemberRole, canAccess } from '@/lib/domain/users/roles';
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

/**
 * The sections of a business's dashboard that `role` reaches (a section its role does not reach is not shown),
 * named by `t` (the page's language; English when not given).
 */
export function dashboardSections(businessId: string, plan: Plan, role: MemberRole, ordersToHandle = 0, t: Translator<'nav'> = translator('en', 'nav')) {
  const base = `/dashboard/${businessId}`;
  const hasShop = hasEntitlement(plan, 'shop');
  const sections: (NavItem & { area: Area; shopOnly?: true })[] = [
    { href: base, label: t('overview'), exact: true, area: 'overview' },
    { href: `${base}/orders`, label: t('orders'), badge: { count: ordersToHandle, label: t('ordersBadge') }, area: 'orders', shopOnly: true },
    { href: `${base}/sales`, label: t('sales'), area: 'sales' },
    { href: `${base}/customers`, label: t('customers'), area: 'customers' },
    { href: `${base}/loyalty`, label: t('loyalty'), area: 'loyalty' },
    { href: `${base}/invoices`, label: t('invoices'), area: 'invoices' },
    { href: `${base}/reports`, label: t('reports'), area: 'reports' },
    { href: `${base}/products`, label: t('products'), area: 'products' },
    { href: `${base}/categories`, label: t('categories'), area: 'products' },
    { href: `${base}/media`, label: t('media'), area: 'media' },
    { href: `${base}/business`, label: t('business'), area: 'business' },
    { href: `${base}/messages`, label: t('messages'), area: 'messages' },
    { href: `${base}/keys`, label: t('keys'), area: 'keys' },
    { href: `${base}/webhooks`, label: t('webhooks'), area: 'keys' },
    { href: `${base}/team`, label: t('team'), area: 'team' },
    { href: `${base}/plan`, label: t('plan'), area: 'plan' },
    { href: `${base}/builder`, label: t('builder'), area: 'website', shopOnly: true },
    { href: `${base}/site`, label: t('site'), area: 'website', shopOnly: true },
    { href: `${base}/shop`, label: t('shop'), area: 'website', shopOnly: true },
  ];
  return sections.filter((section) => canAccess(role, section.area) && (hasShop || !section.shopOnly)).map(({ area: _area, shopOnly: _shopOnly, ...item }) => item);
}

export async function DashboardShell({ business, businesses, user, ordersToHandle, children }: ShellProps) {
  const [t, nav, roles] = await Promise.all([appTranslator('shell'), appTranslator('nav'), appTranslator('roles')]);
  const hasShop = hasEntitlement(business.plan, 'shop');
  // The page builder takes the whole screen (./shell-frame.tsx): the header and navigation give way there.
  return (
    <ShellFrame
      nav={<DashboardNav items={dashboardSections(business.id, business.plan, business.role, ordersToHandle, nav)} />}
      header={
        <>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <div className="flex items-center gap-3">
              <a href="/dashboard" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t('home')}>
                <LogoMark className="size-8" />
              </a>
              <span className="text-slate-300" aria-hidden="true">
                /
              </span>
              <BusinessSwitcher
                current={{ id: business.id, name: business.name, role: roles(`${business.role}.label`) }}
                businesses={businesses.map(({ id, name, role }) => ({ id, name, role: roles(`${role}.label`) }))}
              />
              <Badge tone={hasShop ? 'brand' : 'neutral'}>{hasShop ? t('shopPlan') : t('basicPlan')}</Badge>
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
