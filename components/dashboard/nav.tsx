'use client';
// The dashboard's side navigation (marks the current section) and the sign-out button.
import { useRouter, usePathname } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { dashboardFetch } from '@/lib/dashboard/client/request';

/** `badge`: a count shown beside the label when above zero (with words for screen readers). */
export type NavItem = { href: string; label: string; exact?: boolean; badge?: { count: number; label: string } };

export function DashboardNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const t = useTranslations('nav');
  return (
    <nav aria-label={t('label')}>
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {items.map((item) => {
          const current = item.exact ? pathname === item.href : pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`flex items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                {item.label}
                {item.badge && item.badge.count > 0 ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-amber-900">
                    {item.badge.count}
                    <span className="sr-only"> {item.badge.label}</span>
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function SignOutButton() {
  const router = useRouter();
  const t = useTranslations('shell');
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await dashboardFetch('/session', { method: 'DELETE' });
        } finally {
          router.replace('/sign-in');
          router.refresh();
        }
      }}
      className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {pending ? t('signingOut') : t('signOut')}
    </button>
  );
}
