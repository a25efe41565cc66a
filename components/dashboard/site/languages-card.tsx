'use client';
// The storefront's languages, on the Site settings page: the default language (of the pages' own texts and of the
// URLs without a prefix), the other languages served under /<language>/, and the site's SEO texts in each. Saved
// into the draft like the other settings; the pages' texts per language are written in the builder.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/components/ui/i18n';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { type Site, useUpdateSite } from '@/lib/dashboard/client/site';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/lib/i18n/translator';

type Seo = { seoTitle: string; seoDescription: string };
type Form = { defaultLanguage: Locale; languages: Locale[]; seo: Partial<Record<Locale, Seo>> };

function formOf(site: Site): Form {
  return {
    defaultLanguage: site.defaultLanguage,
    languages: site.languages,
    seo: Object.fromEntries(LOCALES.map((language) => [language, { seoTitle: site.translations[language]?.seoTitle ?? '', seoDescription: site.translations[language]?.seoDescription ?? '' }])),
  };
}

export function LanguagesCard({ businessId, site }: { businessId: string; site: Site }) {
  const t = useTranslations('siteLanguages');
  const common = useTranslations('common');
  const f = useFormat();
  const notify = useToast();
  const save = useUpdateSite(businessId);
  const [form, setForm] = useState<Form>(() => formOf(site));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const others = LOCALES.filter((language) => language !== form.defaultLanguage);
  const served = (language: Locale) => form.languages.includes(language);

  const toggle = (language: Locale, on: boolean) =>
    setForm((current) => ({ ...current, languages: on ? [...current.languages, language] : current.languages.filter((l) => l !== language) }));
  const setDefault = (language: Locale) =>
    setForm((current) => ({ ...current, defaultLanguage: language, languages: current.languages.includes(language) ? current.languages : [language, ...current.languages] }));
  const setSeo = (language: Locale, key: keyof Seo, value: string) =>
    setForm((current) => ({ ...current, seo: { ...current.seo, [language]: { ...(current.seo[language] ?? { seoTitle: '', seoDescription: '' }), [key]: value } } }));

  function submit() {
    const languages = [form.defaultLanguage, ...LOCALES.filter((l) => l !== form.defaultLanguage && form.languages.includes(l))];
    const translations = Object.fromEntries(
      languages
        .filter((language) => language !== form.defaultLanguage)
        .map((language) => {
          const seo = form.seo[language];
          return [language, { seoTitle: seo?.seoTitle.trim() || null, seoDescription: seo?.seoDescription.trim() || null }];
        }),
    );
    setErrors({});
    save.mutate(
      { defaultLanguage: form.defaultLanguage, languages, translations },
      {
        onSuccess: (updated) => {
          setForm(formOf(updated));
          notify(t('saved'));
        },
        onError: (error) => {
          if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
        },
      },
    );
  }

  const formError = save.error && !(save.error instanceof DashboardApiError && Object.keys(save.error.fieldErrors()).length > 0) ? (save.error instanceof DashboardApiError ? save.error.message : common('unexpectedError')) : null;

  return (
    <Card title={t('title')} description={t('description')}>
      <form
        noValidate
        aria-label={t('title')}
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField label={t('default')} hint={t('defaultHint')} value={form.defaultLanguage} onChange={(event) => setDefault(event.target.value as Locale)} error={errors.defaultLanguage}>
          {LOCALES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{t('others')}</legend>
          <p className="mt-1 text-xs text-slate-600">{t('othersHint')}</p>
          <div className="mt-3 space-y-3">
            {others.map((language) => (
              <Checkbox
                key={language}
                label={LANGUAGE_NAMES[language]}
                description={t('servedAt', { path: `/${language}/` })}
                checked={served(language)}
                onCheckedChange={(on) => toggle(language, on)}
              />
            ))}
          </div>
          {errors.languages ? <p className="mt-2 text-xs font-medium text-red-700">{errors.languages}</p> : null}
        </fieldset>
        {others.filter(served).map((language) => (
          <fieldset key={language} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-medium text-slate-900">{t('seoIn', { language: f.language(language) })}</legend>
            <TextField
              label={t('seoTitle')}
              hint={t('fallback')}
              lang={language}
              value={form.seo[language]?.seoTitle ?? ''}
              placeholder={site.seoTitle ?? ''}
              maxLength={200}
              onChange={(event) => setSeo(language, 'seoTitle', event.target.value)}
              error={errors[`translations.${language}.seoTitle`]}
            />
            <TextAreaField
              label={t('seoDescription')}
              hint={t('fallback')}
              lang={language}
              rows={2}
              value={form.seo[language]?.seoDescription ?? ''}
              placeholder={site.seoDescription ?? ''}
              maxLength={500}
              onChange={(event) => setSeo(language, 'seoDescription', event.target.value)}
              error={errors[`translations.${language}.seoDescription`]}
            />
          </fieldset>
        ))}
        <p className="text-xs text-slate-600">{t('builderNote')}</p>
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? common('saving') : t('save')}
        </Button>
      </form>
    </Card>
  );
}
