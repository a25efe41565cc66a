'use client';
// The create-key form in a dialog: name, live or test, scopes grouped read / write with what each grants (in the
// merchant's language: keys.scopeGrants; the catalogue's English `grants` is the API's).
// Validated with the routes' own schema; the server's errors land next to their fields.
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { Loading } from '@/components/ui/spinner';
import { useCreateApiKey, useScopeCatalogue } from '@/lib/dashboard/client/keys';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { type CreatedKey, type KeyMode, type ScopeOption, createKeyBody } from '@/lib/dashboard/keys-schema';
import { KeyPractices } from './practices';

type FieldErrors = Record<string, string>;


/** zod or server details → one message per top-level field (`scopes.2` → `scopes`). */
function byField(details: { path: string; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const { path, message } of details) fields[path.split('.')[0] || 'form'] ??= message;
  return fields;
}

export function CreateKeyDialog({
  businessId,
  open,
  onOpenChange,
  onCreated,
}: {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedKey) => void;
}) {
  const catalogue = useScopeCatalogue(businessId);
  const create = useCreateApiKey(businessId);
  const t = useTranslations('keys');
  const common = useTranslations('common');
  const [name, setName] = useState('');
  const [mode, setMode] = useState<KeyMode>('live');
  const [scopes, setScopes] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function reset() {
    setName('');
    setMode('live');
    setScopes(new Set());
    setErrors({});
    setFormError(null);
    create.reset();
  }

  function close() {
    if (create.isPending) return;
    reset();
    onOpenChange(false);
  }

  function clearError(field: string) {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function toggle(scope: string, on: boolean) {
    clearError('scopes');
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = createKeyBody.safeParse({ name, mode, scopes: [...scopes] });
    if (!parsed.success) {
      setErrors(byField(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        reset();
        onCreated(created);
      },
      onError: (error) => {
        if (error instanceof DashboardApiError) {
          const fields = byField(Object.entries(error.fieldErrors()).map(([path, message]) => ({ path, message })));
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(error.message);
        } else {
          setFormError(t('dialog.unreachable'));
        }
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('dialog.title')}
      description={t('dialog.description')}
      wide
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <KeyPractices compact />
        <FormError message={formError} />
        <TextField
          label={t('dialog.name')}
          name="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
          }}
          error={errors.name}
          hint={t('dialog.nameHint')}
          maxLength={80}
          autoComplete="off"
          required
        />
        <ModeChoice
          mode={mode}
          onChange={(next) => {
            setMode(next);
            clearError('mode');
          }}
          error={errors.mode}
        />
        {catalogue.isPending ? (
          <Loading label={t('dialog.loadingScopes')} />
        ) : catalogue.isError ? (
          <FormError message={t('dialog.scopesFailed', { message: catalogue.error.message })} />
        ) : (
          <div className="space-y-3">
            <div className="grid gap-4 md:grid-cols-2">
              <ScopeGroup legend={t('dialog.read')} options={catalogue.data.read} selected={scopes} onToggle={toggle} />
              <ScopeGroup legend={t('dialog.write')} options={catalogue.data.write} selected={scopes} onToggle={toggle} />
            </div>
            {!catalogue.data.hasShop ? (
              <p className="text-xs text-slate-600">{t('dialog.noShop')}</p>
            ) : null}
            {errors.scopes ? (
              <p className="text-sm font-medium text-red-700" role="alert">
                {errors.scopes}
              </p>
            ) : null}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('dialog.selected', { count: scopes.size })}
          </p>
          <div className="flex gap-3">
            <Button variant="secondary" onClick={close} disabled={create.isPending}>
              {common('cancel')}
            </Button>
            <Button type="submit" pending={create.isPending} disabled={catalogue.isPending}>
              {create.isPending ? t('dialog.creating') : t('create')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

function ModeChoice({ mode, onChange, error }: { mode: KeyMode; onChange: (mode: KeyMode) => void; error?: string }) {
  const t = useTranslations('keys');
  const modes: { value: KeyMode; label: string; detail: string }[] = [
    { value: 'live', label: t('live'), detail: t('dialog.liveDetail') },
    { value: 'test', label: t('test'), detail: t('dialog.testDetail') },
  ];
  return <RadioCards legend={t('dialog.mode')} options={modes} value={mode} onChange={onChange} error={error} className="grid gap-2 sm:grid-cols-2" />;
}

function ScopeGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: ScopeOption[];
  selected: Set<string>;
  onToggle: (scope: string, on: boolean) => void;
}) {
  const t = useTranslations('keys');
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1 space-y-2.5">
        {options.map((option) => (
          <Checkbox
            key={option.scope}
            label={<code className="font-mono text-[13px]">{option.scope}</code>}
            description={t(`scopeGrants.${option.scope}`)}
            checked={selected.has(option.scope)}
            onCheckedChange={(on) => onToggle(option.scope, on)}
          />
        ))}
      </div>
    </fieldset>
  );
}
