// The frame of the signed-out pages (sign in, sign up, forgot and reset password, verify e-mail): the logo,
// a title and a line under it, the card, and what goes below it.
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/marketing/logo';
import { DashboardProviders } from '@/components/dashboard/providers';
import { I18nProvider } from '@/components/ui/i18n';
import { appLocale, appTranslator } from '@/lib/dashboard/locale';
import { catalogues } from '@/lib/i18n/translator';

/** The catalogue of the page's language around a signed-out page (they are outside the dashboard's layout). */
export async function AuthI18n({ children }: { children: ReactNode }) {
  const locale = await appLocale();
  return (
    <I18nProvider locale={locale} messages={catalogues[locale]}>
      {children}
    </I18nProvider>
  );
}

export async function AuthCard({ title, intro, children, below, wide = false }: { title: string; intro?: ReactNode; children: ReactNode; below?: ReactNode; wide?: boolean }) {
  const t = await appTranslator('auth');
  return (
    <AuthI18n>
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className={`w-full ${wide ? 'max-w-lg' : 'max-w-sm'}`}>
        <div className="mb-8 flex flex-col items-center text-center">
          <a href="/" aria-label={t('home')} className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
            <LogoMark className="size-12" />
          </a>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <DashboardProviders>{children}</DashboardProviders>
        </div>
        {below ? <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{below}</div> : null}
      </div>
    </main>
    </AuthI18n>
  );
}

export { AuthLink } from './auth-link';
