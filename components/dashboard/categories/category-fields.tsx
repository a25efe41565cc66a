'use client';
// Name and slug of a category, used by the create form and the edit dialog. Checked with the routes' own schemas
// before sending; the server's answers (a slug already used → 409 on `slug`) land next to their field.
import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/field';
import { DashboardApiError } from '@/lib/dashboard/client/request';

export type CategoryDraft = { name: string; slug: string };
export type CategoryErrors = Partial<Record<'name' | 'slug' | 'form', string>>;

/** zod issues of a category body → one message per field. */
export function issueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): CategoryErrors {
  const errors: CategoryErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] === 'name' || issue.path[0] === 'slug' ? issue.path[0] : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A failed request → field messages, or a form-level one when no field is named (`unreachable`: no answer at all). */
export function serverErrors(error: unknown, unreachable: string): CategoryErrors {
  if (!(error instanceof DashboardApiError)) return { form: unreachable };
  const fields = error.fieldErrors();
  const errors: CategoryErrors = {};
  if (fields.name) errors.name = fields.name;
  if (fields.slug) errors.slug = fields.slug;
  if (!errors.name && !errors.slug) errors.form = error.message;
  return errors;
}

export function CategoryFields({
  idPrefix,
  draft,
  errors,
  onChange,
  slugHint,
}: {
  idPrefix: string;
  draft: CategoryDraft;
  errors: CategoryErrors;
  onChange: (field: keyof CategoryDraft, value: string) => void;
  slugHint: string;
}) {
  const t = useTranslations('categories');
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('name')}
        value={draft.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={errors.name}
        maxLength={80}
        autoComplete="off"
        required
      />
      <TextField
        id={`${idPrefix}-slug`}
        label={t('slug')}
        value={draft.slug}
        onChange={(event) => onChange('slug', event.target.value)}
        error={errors.slug}
        hint={slugHint}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
    </>
  );
}
