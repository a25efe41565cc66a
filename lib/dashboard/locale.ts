// The language of the app's localized pages (dashboard, sign-in, sign-up and the account links) for server
// components: the signed-in user's choice (users.locale), else what proxy.ts decided from the remembered
// choice or the browser's Accept-Language (English when neither names fr, nl or en). Memoised per request.
import { headers } from 'next/headers';
import { cache } from 'react';
import { formatter } from '../i18n/format';
import { isLocale, type Locale, type Namespace, translator } from '../i18n/translator';
import { browserLocale, LOCALE_HEADER } from './cookie';
import { currentUser } from './session';

export const appLocale = cache(async (): Promise<Locale> => {
  const user = await currentUser();
  if (user?.locale) return user.locale;
  const request = await headers();
  const decided = request.get(LOCALE_HEADER);
  return isLocale(decided) ? decided : browserLocale(request.get('cookie'), request.get('accept-language'));
});

/** The translator of `namespace` in the page's language, e.g. (await appTranslator('orders'))('title'). */
export async function appTranslator<N extends Namespace>(namespace: N) {
  return translator(await appLocale(), namespace);
}

/** The product's formatting functions in the page's language (lib/i18n/format.ts). */
export async function appFormat() {
  return formatter(await appLocale());
}

/** The language of the root layout's <html lang>: the page's for the localized pages, English for the others. */
export async function documentLanguage(): Promise<Locale> {
  return (await headers()).has(LOCALE_HEADER) ? appLocale() : 'en';
}
