'use client';
// The dashboard shell's layout by route: the usual top bar, section navigation and page; or, on the page
// builder, the page alone on the whole screen (the builder brings its own compact bar with a way back).
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';

/** Routes that take the whole screen: /dashboard/<businessId>/builder. */
export const isFullScreenRoute = (pathname: string) => /^\/dashboard\/[^/]+\/builder\/?$/.test(pathname);

export function ShellFrame({ header, nav, children }: { header: ReactNode; nav: ReactNode; children: ReactNode }) {
  const pathname = usePathname();
  const t = useTranslations('shell');
  if (isFullScreenRoute(pathname)) return <div className="h-dvh overflow-hidden bg-slate-100">{children}</div>;
  return (
    <div className="min-h-dvh bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        {t('skipToContent')}
      </a>
      {header}
      <div className="mx-auto flex max-w-[96rem] flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10">
        <aside className="lg:w-48 lg:shrink-0">{nav}</aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
