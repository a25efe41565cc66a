// A site's versions in its other languages, for shoppers: the header's language links (each language named in
// itself), and an offer of the version in the browser's language that a few lines of script reveal — the
// storefront never redirects on Accept-Language (shared pages are cached per URL, and a shopper who chose a
// language keeps it). Dismissing the offer is remembered in the browser (localStorage), nothing is sent.
import { focusRing } from '@/blocks/kit/styles';
import { LANGUAGE_NAMES, type Locale, translator } from '@/lib/i18n/translator';

/** The page in one language: where it is, and whether it is the one shown. */
export type LanguageVersion = { language: Locale; href: string; current: boolean };

export function LanguageLinks({ versions, locale }: { versions: LanguageVersion[]; locale: Locale }) {
  if (versions.length < 2) return null;
  return (
    <nav aria-label={translator(locale, 'storefrontLanguages')('switcher')} className="text-sm">
      <ul className="flex items-center gap-1">
        {versions.map((version) => (
          <li key={version.language}>
            <a
              href={version.href}
              hrefLang={version.language}
              lang={version.language}
              aria-current={version.current ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center rounded-sm px-2 uppercase ${version.current ? 'font-bold text-(--vt-color-text)' : 'text-(--vt-color-muted) hover:text-(--vt-color-text) hover:underline'} ${focusRing}`}
            >
              <abbr title={LANGUAGE_NAMES[version.language]} className="no-underline">
                {version.language}
              </abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One hidden offer per other language, each written in that language; the script shows at most one. */
export function LanguageOffers({ versions }: { versions: LanguageVersion[] }) {
  const others = versions.filter((version) => !version.current);
  if (others.length === 0) return null;
  return (
    <>
      {others.map((version) => {
        const t = translator(version.language, 'storefrontLanguages');
        return (
          <div key={version.language} data-vt-offer={version.language} lang={version.language} hidden className="border-b border-(--vt-color-border) bg-(--vt-color-surface) text-sm">
            <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-2 px-5 py-2 sm:px-8">
              <p>
                {t('suggestion')}{' '}
                <a href={version.href} hrefLang={version.language} className={`font-semibold underline underline-offset-4 ${focusRing}`}>
                  {t('go')}
                </a>
              </p>
              <button type="button" data-vt-offer-close="" className={`min-h-11 rounded-sm px-3 ${focusRing}`}>
                {t('dismiss')}
              </button>
            </div>
          </div>
        );
      })}
    </>
  );
}
