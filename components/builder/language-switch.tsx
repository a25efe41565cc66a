'use client';
// The builder's editing language, in its bar when the site serves more than one: "Editing: Français (default) ·
// Nederlands", each language named in itself. The default language edits the page itself (its blocks, settings
// and texts); another one edits only that language's texts (blocks/translations.ts).
import { useTranslations } from 'use-intl';
import { LANGUAGE_NAMES } from '@/lib/i18n/translator';
import type { Locale as SiteLanguage } from '@/lib/i18n/translator';

export function LanguageSwitch({
  languages,
  defaultLanguage,
  value,
  onChange,
}: {
  languages: readonly SiteLanguage[];
  defaultLanguage: SiteLanguage;
  value: SiteLanguage;
  onChange: (language: SiteLanguage) => void;
}) {
  const t = useTranslations('builder.language');
  return (
    <div className="flex items-center gap-1.5" data-testid="language-switch">
      <span className="text-sm text-slate-600 max-sm:sr-only">{t('editing')}</span>
      <div role="radiogroup" aria-label={t('group')} className="flex rounded-lg border border-slate-300 bg-white p-0.5">
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            role="radio"
            aria-checked={value === language}
            onClick={() => onChange(language)}
            className={`rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${value === language ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            {language === defaultLanguage ? <span className="max-sm:sr-only"> {t('defaultMark')}</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
