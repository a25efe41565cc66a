// The frame of every business page of the dashboard: top bar (logo, business switcher, user, sign out),
// section navigation, and the page; the page builder alone on the whole screen (./shell-frame.tsx).
import type { ReactNode } from 'react';
import { type Plan, hasEntitlement } from '@/lib/domain/keys/scopes';
import { LogoMark } from '@/components/marketing/logo';
import { Badge } from '@/components/ui/badge';
import { DashboardNav, SignOutButton } from './nav';
import { ShellFrame } from './shell-frame';

export type ShellProps = {
  business: { id: string; name: string; plan: Plan };
  businesses: { id: string; name: string }[];
  user: { email: string; name: string | null };
  /** Orders placed and not yet handled (the Orders entry's badge; Shop plan only). */
  ordersToHandle?: number;
  children: ReactNode;
};

export function dashboardSections(businessId: string, plan: Plan, ordersToHandle = 0) {
  const base = `/dashboard/${businessId}`;
  return [
    { href: base, label: 'Overview', exact: true },
    ...(hasEntitlement(plan, 'shop') ? [{ href: `${base}/orders`, label: 'Orders', badge: { count: ordersToHandle, label: 'to handle' } }] : []),
    { href: `${base}/sales`, label: 'Sales' },
    { href: `${base}/customers`, label: 'Customers' },
    { href: `${base}/loyalty`, label: 'Loyalty' },
    { href: `${base}/invoices`, label: 'Invoices' },
    { href: `${base}/reports`, label: 'Reports' },
    { href: `${base}/products`, label: 'Products' },
    { href: `${base}/categories`, label: 'Categories' },
    { href: `${base}/media`, label: 'Media' },
    { href: `${base}/business`, label: 'Business' },
    { href: `${base}/messages`, label: 'Messages' },
    { href: `${base}/keys`, label: 'API keys' },
    ...(hasEntitlement(plan, 'shop')
      ? [
          { href: `${base}/builder`, label: 'Page builder' },
          { href: `${base}/site`, label: 'Site settings' },
          { href: `${base}/shop`, label: 'Shop settings' },
        ]
      : []),
  ];
}

export function DashboardShell({ business, businesses, user, ordersToHandle, children }: ShellProps) {
  const hasShop = hasEntitlement(business.plan, 'shop');
  // The page builder takes the whole screen (./shell-frame.tsx): the header and navigation give way there.
  return (
    <ShellFrame
      nav={<DashboardNav items={dashboardSections(business.id, business.plan, ordersToHandle)} />}
      header={
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <div className="flex items-center gap-3">
              <a href="/dashboard" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600" aria-label="Vitrine dashboard">
                <LogoMark className="size-8" />
              </a>
              <span className="text-slate-300" aria-hidden="true">
                /
              </span>
              {businesses.length > 1 ? (
                <nav aria-label="Businesses">
                  <ul className="flex flex-wrap gap-1">
                    {businesses.map((b) => (
                      <li key={b.id}>
                        <a
                          href={`/dashboard/${b.id}`}
                          aria-current={b.id === business.id ? 'page' : undefined}
                          className={`rounded-md px-2 py-1 text-sm font-semibold ${b.id === business.id ? 'text-slate-900' : 'text-slate-600 hover:text-slate-900'}`}
                        >
                          {b.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : (
                <span className="font-semibold text-slate-900">{business.name}</span>
              )}
              <Badge tone={hasShop ? 'brand' : 'neutral'}>{hasShop ? 'Shop plan' : 'Basic plan'}</Badge>
            </div>
            <div className="flex items-center gap-2">
              <span className="hidden text-sm text-slate-600 sm:inline">{user.name ?? user.email}</span>
              <SignOutButton />
            </div>
          </div>
        </header>
      }
    >
      {children}
    </ShellFrame>
  );
}
