'use client';
// The catalogues in client components: use-intl's IntlProvider (the dashboard's layout and the account pages put
// it around their pages with the user's locale and catalogue), and useFormat() for money, dates and numbers in
// that locale through the product's one formatting module (lib/i18n/format.ts).
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useLocale } from 'use-intl';
import { formatter } from '@/lib/i18n/format';
import { intlLocale, type Locale, type Messages } from '@/lib/i18n/translator';

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="Europe/Brussels" formats={{}} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

function reportMissing(error: Error) {
  // A missing key is a bug the catalogue tests catch; in the browser, say so in the console and show the key.
  console.error(error);
}

/** The product's formatting functions bound to the page's locale: money, dates, numbers (./format.ts). */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => formatter(locale), [locale]);
}

/** The BCP 47 tag of the page's locale (fr-BE, nl-BE, en-BE), for Intl calls of a component's own. */
export function useIntlLocale(): string {
  return intlLocale(useLocale());
}
