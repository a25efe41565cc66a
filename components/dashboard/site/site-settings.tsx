'use client';
// Site settings: publication, branding, SEO and the storefront's custom code. The form sends only what
// changed, checked first with the schema of PATCH /public/site; the server's errors land on the same fields.
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { FONT_STACKS } from '@/blocks/tokens';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { CodeEditor } from '@/components/ui/code-editor';
import { FormStatus, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { type Site, useSite, useUpdateSite } from '@/lib/dashboard/client/site';
import { FONT_FAMILIES, type UpdateSiteBody, updateSiteBody } from '@/lib/domain/site/schemas';
import { LanguagesCard } from './languages-card';
import { PublishCard } from './publish-card';
import { ImagePickerField } from '@/components/media/image-picker';
import { useIssueFields } from '@/components/dashboard/account/use-issue-fields';

type Form = {
  logoUrl: string;
  faviconUrl: string;
  primaryColor: string;
  fontFamily: string;
  seoTitle: string;
  seoDescription: string;
  customHeadHtml: string;
  customCss: string;
  customJs: string;
};
type Key = keyof Form;

// Limits read from the shared schema, so the counters never disagree with the server.
const SEO_TITLE_MAX = updateSiteBody.shape.seoTitle.unwrap().unwrap().maxLength ?? 200;
const SEO_DESCRIPTION_MAX = updateSiteBody.shape.seoDescription.unwrap().unwrap().maxLength ?? 500;
const NULLABLE: Key[] = ['logoUrl', 'faviconUrl', 'seoTitle', 'seoDescription'];


function formOf(site: Site): Form {
  return {
    logoUrl: site.logoUrl ?? '',
    faviconUrl: site.faviconUrl ?? '',
    primaryColor: site.primaryColor,
    fontFamily: site.fontFamily,
    seoTitle: site.seoTitle ?? '',
    seoDescription: site.seoDescription ?? '',
    customHeadHtml: site.customHeadHtml,
    customCss: site.customCss,
    customJs: site.customJs,
  };
}

/** The fields that differ from the saved site ("" is null for the optional ones). */
function changesOf(form: Form, saved: Form): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(form) as Key[]) {
    if (form[key] === saved[key]) continue;
    changes[key] = NULLABLE.includes(key) && form[key].trim() === '' ? null : form[key];
  }
  return changes;
}

/** #rgb → #rrggbb for the colour picker (which takes only the long form); anything else → null. */
function pickerColour(value: string): string | null {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return null;
}

export function SiteSettings({ businessId, initialSite }: { businessId: string; initialSite: Site }) {
  const { data: site = initialSite } = useSite(businessId, initialSite);
  const [form, setForm] = useState<Form>(() => formOf(initialSite));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateSite(businessId);
  const notify = useToast();
  const t = useTranslations('siteSettings');
  const common = useTranslations('common');
  const issueFields = useIssueFields();
  const count = (value: string, max: number) => t('count', { count: value.length, max });

  const saved = formOf(site);
  const dirty = Object.keys(changesOf(form, saved)).length > 0;
  useUnsavedChangesWarning(dirty);
  const set = (key: Key) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const onInput = (key: Key) => (event: { target: { value: string } }) => set(key)(event.target.value);

  const formError =
    save.error && !(save.error instanceof DashboardApiError && Object.keys(save.error.fieldErrors()).length > 0)
      ? save.error instanceof DashboardApiError
        ? save.error.message
        : t('unreachable')
      : null;
  const fieldError = (key: string) => errors[key] ?? (key === 'primaryColor' ? errors['tokens.colorPrimary'] : undefined);

  function submit() {
    const changes = changesOf(form, saved);
    if (Object.keys(changes).length === 0) {
      notify(t('nothing'));
      return;
    }
    const parsed = updateSiteBody.safeParse(changes);
    if (!parsed.success) {
      setErrors(issueFields(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data as UpdateSiteBody, {
      onSuccess: (updated) => {
        setForm(formOf(updated));
        notify(t('saved'));
      },
      onError: (error) => {
        if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
      },
    });
  }

  const picker = pickerColour(form.primaryColor) ?? pickerColour(saved.primaryColor) ?? '#000000';

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <ButtonLink href={site.url} target="_blank" rel="noopener">
            {t.rich('openStorefront', { sr: (chunks: ReactNode) => <span className="sr-only">{chunks}</span> })}
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <PublishCard businessId={businessId} site={site} />
        <LanguagesCard businessId={businessId} site={site} />

        <form
          noValidate
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Card title={t('branding.title')} description={t('branding.description')}>
            <div className="grid gap-5 md:grid-cols-2">
              <ImagePickerField
                businessId={businessId}
                label={t('branding.logo')}
                value={form.logoUrl}
                onChange={set('logoUrl')}
                error={fieldError('logoUrl')}
                emptyText={t('branding.noLogo')}
                hint={t('branding.logoHint')}
                fit="contain"
              />
              <div className="space-y-3">
                <ImagePickerField
                  businessId={businessId}
                  label={t('branding.favicon')}
                  value={form.faviconUrl}
                  onChange={set('faviconUrl')}
                  error={fieldError('faviconUrl')}
                  emptyText={t('branding.noFavicon')}
                  hint={t('branding.faviconHint')}
                  fit="contain"
                />
                <div className="flex items-end gap-3">
                  <input
                    type="color"
                    aria-label={t('branding.colourPicker')}
                    value={picker}
                    onChange={(event) => set('primaryColor')(event.target.value)}
                    className="mb-[1px] h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                  />
                  <TextField
                    label={t('branding.colour')}
                    className="flex-1"
                    value={form.primaryColor}
                    onChange={onInput('primaryColor')}
                    error={fieldError('primaryColor')}
                    hint={t('branding.colourHint')}
                    spellCheck={false}
                  />
                </div>
                <SelectField label={t('branding.font')} value={form.fontFamily} onChange={onInput('fontFamily')} error={fieldError('fontFamily')} hint={t('branding.fontHint')}>
                  {FONT_FAMILIES.map((font) => (
                    <option key={font} value={font}>
                      {t(`fonts.${font as keyof typeof FONT_STACKS}`)}
                    </option>
                  ))}
                </SelectField>
                <p className="rounded-lg border border-slate-200 px-3 py-2 text-lg text-slate-900" style={{ fontFamily: FONT_STACKS[form.fontFamily as keyof typeof FONT_STACKS] }} aria-hidden="true">
                  {t('branding.sample')}
                </p>
              </div>
            </div>
          </Card>

          <Card title={t('seo.title')} description={t('seo.description')}>
            <div className="space-y-4">
              <TextField label={t('seo.seoTitle')} value={form.seoTitle} onChange={onInput('seoTitle')} error={fieldError('seoTitle')} hint={t('seo.seoTitleHint', { count: count(form.seoTitle, SEO_TITLE_MAX) })} />
              <TextAreaField
                label={t('seo.seoDescription')}
                rows={3}
                value={form.seoDescription}
                onChange={onInput('seoDescription')}
                error={fieldError('seoDescription')}
                hint={t('seo.seoDescriptionHint', { count: count(form.seoDescription, SEO_DESCRIPTION_MAX) })}
              />
            </div>
          </Card>

          <Card title={t('code.title')} description={t('code.description')}>
            <div role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t.rich('code.warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}
            </div>
            <p className="mb-4 text-xs text-slate-600">{t('code.tabHint')}</p>
            <div className="space-y-5">
              <CodeEditor label={t('code.head')} language="html" height="9rem" value={form.customHeadHtml} onChange={set('customHeadHtml')} error={fieldError('customHeadHtml')} hint={t('code.headHint', { tag: '<head>' })} />
              <CodeEditor label={t('code.css')} language="css" value={form.customCss} onChange={set('customCss')} error={fieldError('customCss')} hint={t('code.cssHint')} />
              <CodeEditor label={t('code.js')} language="javascript" value={form.customJs} onChange={set('customJs')} error={fieldError('customJs')} hint={t('code.jsHint', { tag: '</body>' })} />
            </div>
          </Card>

          {/* Sticks to the bottom of the window while there is something to save, so Save is always at hand. */}
          <div
            className={`${dirty || Object.keys(errors).length > 0 ? 'sticky bottom-0 z-10 border-t border-slate-200 bg-slate-50/95 backdrop-blur' : ''} -mx-1 flex flex-wrap items-center justify-end gap-3 px-1 py-3`}
          >
            <div className="mr-auto min-w-0 flex-1">
              <FormStatus formError={formError} fieldErrorCount={Object.keys(errors).length} dirty={dirty} />
            </div>
            <Button
              variant="secondary"
              disabled={!dirty || save.isPending}
              onClick={() => {
                setForm(saved);
                setErrors({});
                save.reset();
              }}
            >
              {t('discard')}
            </Button>
            <Button type="submit" pending={save.isPending}>
              {save.isPending ? common('saving') : t('save')}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
