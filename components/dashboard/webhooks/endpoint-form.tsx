'use client';
// The endpoint's fields, for the create dialog and the edit dialog: URL, description, event types (and, when
// creating, live or test). Checked here first (the same rules as the domain's, in the page's language); what the
// server still refuses lands next to its field.
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import type { EndpointMode } from '@/lib/dashboard/webhooks-schema';
import { EventTypesPicker } from './event-types-picker';

export type EndpointFields = { url: string; description: string; eventTypes: string[]; mode: EndpointMode };
type FieldErrors = Partial<Record<'url' | 'description' | 'eventTypes' | 'mode', string>>;

/** The server's field errors by top-level field (`eventTypes.2` → `eventTypes`); anything else is the form's. */
export function serverFieldErrors(error: Error): { fields: FieldErrors; form: string | null } {
  if (!(error instanceof DashboardApiError)) return { fields: {}, form: null };
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fieldErrors())) {
    const field = path.split('.')[0] as keyof FieldErrors;
    if (['url', 'description', 'eventTypes', 'mode'].includes(field)) fields[field] ??= message;
  }
  return { fields, form: Object.keys(fields).length === 0 ? error.message : null };
}

export function EndpointForm({
  initial,
  withMode,
  hasShop,
  allowPrivate,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: {
  initial: EndpointFields;
  /** Creating: live or test is chosen here (an endpoint never changes mode). */
  withMode: boolean;
  hasShop: boolean;
  /** Whether this server delivers to private networks and plain http (development); else HTTPS on a public address. */
  allowPrivate: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the fields; resolves with the server's refusal, if any. */
  onSubmit: (fields: EndpointFields) => Promise<Error | null>;
  onCancel: () => void;
}) {
  const t = useTranslations('webhooks');
  const common = useTranslations('common');
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function change<K extends keyof EndpointFields>(key: K, value: EndpointFields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function check(): FieldErrors {
    const found: FieldErrors = {};
    const url = fields.url.trim();
    if (!url) found.url = t('form.errors.urlRequired');
    else if (!/^https?:\/\/[^\s/]+/i.test(url) || !URL.canParse(url)) found.url = t('form.errors.urlInvalid');
    else if (url.length > 2048) found.url = t('form.errors.urlTooLong');
    else {
      const parsed = new URL(url);
      const host = parsed.hostname.replace(/^\[|\]$/g, '');
      if (parsed.username || parsed.password) found.url = t('form.errors.urlCredentials');
      else if (parsed.hash) found.url = t('form.errors.urlFragment');
      else if (!allowPrivate && parsed.protocol !== 'https:') found.url = t('form.errors.urlHttps');
      else if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) found.url = t('form.errors.urlLocal');
    }
    if (fields.description.trim().length > 200) found.description = t('form.errors.descriptionTooLong');
    if (fields.eventTypes.length === 0) found.eventTypes = t('form.errors.eventsRequired');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const refusal = await onSubmit(fields);
    if (!refusal) return;
    const { fields: fromServer, form } = serverFieldErrors(refusal);
    setErrors(fromServer);
    setFormError(refusal instanceof DashboardApiError ? form : t('form.unreachable'));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormError message={formError} />
      <TextField
        label={t('form.url')}
        name="url"
        type="url"
        inputMode="url"
        value={fields.url}
        onChange={(event) => change('url', event.target.value)}
        error={errors.url}
        hint={t('form.urlHint')}
        placeholder={t('form.urlPlaceholder')}
        maxLength={2048}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextField
        label={t('form.description')}
        name="description"
        value={fields.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description}
        hint={t('form.descriptionHint')}
        maxLength={200}
        autoComplete="off"
      />
      {withMode ? (
        <RadioCards
          legend={t('form.mode')}
          options={[
            { value: 'live', label: t('live'), detail: t('form.liveDetail') },
            { value: 'test', label: t('test'), detail: t('form.testDetail') },
          ]}
          value={fields.mode}
          onChange={(mode) => change('mode', mode)}
          error={errors.mode}
          className="grid gap-2 sm:grid-cols-2"
        />
      ) : null}
      <EventTypesPicker value={fields.eventTypes} onChange={(value) => change('eventTypes', value)} error={errors.eventTypes} hasShop={hasShop} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {common('cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
