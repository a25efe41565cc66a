'use client';
// Site settings: publication, branding, SEO and the storefront's custom code. The form sends only what
// changed, checked first with the schema of PATCH /public/site; the server's errors land on the same fields.
import { useState } from 'react';
import { FONT_STACKS } from '@/blocks/tokens';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { CodeEditor } from '@/components/ui/code-editor';
import { FormStatus, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { type Site, useSite, useUpdateSite } from '@/lib/dashboard/client/site';
import { FONT_FAMILIES, type UpdateSiteBody, updateSiteBody } from '@/lib/domain/site/schemas';
import { PublishCard } from './publish-card';
import { ImagePickerField } from '@/components/media/image-picker';

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

const FONT_LABELS: Record<string, string> = {
  'system-ui': 'System UI',
  'neo-grotesque': 'Neo-grotesque',
  humanist: 'Humanist',
  geometric: 'Geometric',
  rounded: 'Rounded',
  transitional: 'Transitional serif',
  'old-style': 'Old-style serif',
  didone: 'Didone',
  'slab-serif': 'Slab serif',
  monospace: 'Monospace',
};

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

const count = (value: string, max: number) => `${value.length} / ${max} characters`;

export function SiteSettings({ businessId, initialSite }: { businessId: string; initialSite: Site }) {
  const { data: site = initialSite } = useSite(businessId, initialSite);
  const [form, setForm] = useState<Form>(() => formOf(initialSite));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateSite(businessId);
  const notify = useToast();

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
        : 'Could not reach Vitrine. Check your connection and try again.'
      : null;
  const fieldError = (key: string) => errors[key] ?? (key === 'primaryColor' ? errors['tokens.colorPrimary'] : undefined);

  function submit() {
    const changes = changesOf(form, saved);
    if (Object.keys(changes).length === 0) {
      notify('Nothing to save: no setting changed.');
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
        notify('Saved to your draft: publish it from the builder to put it live.');
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
        title="Site settings"
        description="Your storefront's branding, search-engine text and custom code, and whether it is online."
        actions={
          <ButtonLink href={site.url} target="_blank" rel="noopener">
            Open storefront
            <span className="sr-only"> (opens in a new tab)</span>
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <PublishCard businessId={businessId} site={site} />

        <form
          noValidate
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Card title="Branding" description="Shown in the storefront's header, the browser tab and on buttons and links.">
            <div className="grid gap-5 md:grid-cols-2">
              <ImagePickerField
                businessId={businessId}
                label="Logo"
                value={form.logoUrl}
                onChange={set('logoUrl')}
                error={fieldError('logoUrl')}
                emptyText="No logo: the storefront shows your business name."
                hint="Shown in the storefront's header. A wide image with a transparent background works best."
                fit="contain"
              />
              <div className="space-y-3">
                <ImagePickerField
                  businessId={businessId}
                  label="Favicon"
                  value={form.faviconUrl}
                  onChange={set('faviconUrl')}
                  error={fieldError('faviconUrl')}
                  emptyText="No favicon"
                  hint="The small icon of the browser tab: a square image (PNG from the library, or ICO/SVG by URL)."
                  fit="contain"
                />
                <div className="flex items-end gap-3">
                  <input
                    type="color"
                    aria-label="Primary colour picker"
                    value={picker}
                    onChange={(event) => set('primaryColor')(event.target.value)}
                    className="mb-[1px] h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                  />
                  <TextField
                    label="Primary colour"
                    className="flex-1"
                    value={form.primaryColor}
                    onChange={onInput('primaryColor')}
                    error={fieldError('primaryColor')}
                    hint="Hex, e.g. #17605a: buttons, links and highlights."
                    spellCheck={false}
                  />
                </div>
                <SelectField label="Font" value={form.fontFamily} onChange={onInput('fontFamily')} error={fieldError('fontFamily')} hint="System fonts only: nothing is downloaded by your visitors.">
                  {FONT_FAMILIES.map((font) => (
                    <option key={font} value={font}>
                      {FONT_LABELS[font] ?? font}
                    </option>
                  ))}
                </SelectField>
                <p className="rounded-lg border border-slate-200 px-3 py-2 text-lg text-slate-900" style={{ fontFamily: FONT_STACKS[form.fontFamily as keyof typeof FONT_STACKS] }} aria-hidden="true">
                  Pains, viennoiseries &amp; pâtisseries — 1234
                </p>
              </div>
            </div>
          </Card>

          <Card title="Search engines" description="The default title and description of your pages in search results and when shared.">
            <div className="space-y-4">
              <TextField label="SEO title" value={form.seoTitle} onChange={onInput('seoTitle')} error={fieldError('seoTitle')} hint={`${count(form.seoTitle, SEO_TITLE_MAX)} · search results show about 60.`} />
              <TextAreaField
                label="SEO description"
                rows={3}
                value={form.seoDescription}
                onChange={onInput('seoDescription')}
                error={fieldError('seoDescription')}
                hint={`${count(form.seoDescription, SEO_DESCRIPTION_MAX)} · search results show about 155.`}
              />
            </div>
          </Card>

          <Card title="Custom code" description="Advanced: your own markup, styles and scripts on every storefront page.">
            <div role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <strong className="font-semibold">This code runs on your storefront only</strong>, never in this dashboard. It is added to every page as is: paste
              only code you trust, and check your storefront after saving.
            </div>
            <p className="mb-4 text-xs text-slate-600">In the editors, Tab indents: press Esc, then Tab, to move on to the next field.</p>
            <div className="space-y-5">
              <CodeEditor label="Custom head HTML" language="html" height="9rem" value={form.customHeadHtml} onChange={set('customHeadHtml')} error={fieldError('customHeadHtml')} hint="Added inside <head>: meta tags, analytics snippets. At most 64 KiB." />
              <CodeEditor label="Custom CSS" language="css" value={form.customCss} onChange={set('customCss')} error={fieldError('customCss')} hint="Loaded after the theme's styles. At most 256 KiB." />
              <CodeEditor label="Custom JavaScript" language="javascript" value={form.customJs} onChange={set('customJs')} error={fieldError('customJs')} hint="Runs before </body> on every page. At most 256 KiB." />
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
              Discard changes
            </Button>
            <Button type="submit" pending={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
