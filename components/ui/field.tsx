// Form fields: a label, the control, an optional hint, and the error message (from the client-side schema or
// the server's details) tied to the control with aria-describedby / aria-invalid.
import { useTranslations } from 'use-intl';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

type FieldProps = { label: ReactNode; hint?: ReactNode; error?: string; className?: string };

/** A field's hint (while it has no error) or its error, with the ids controls point to (`<id>-hint`, `<id>-error`). */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
      {hint}
    </p>
  ) : null;
}

function FieldFrame({ id, label, hint, error, className = '', children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({ label, hint, error, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const id = input.id ?? generated;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, hint, error, className, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const id = input.id ?? generated;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea id={id} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const generated = useId();
  const id = select.id ?? generated;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select id={id} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A form-level error (not tied to one field). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </div>
  );
}

/** Under a settings form: the form-level error, or a pointer to the field errors, or the unsaved-changes note. */
export function FormStatus({ formError, fieldErrorCount, dirty }: { formError?: string | null; fieldErrorCount: number; dirty: boolean }) {
  const common = useTranslations('common');
  if (formError) return <FormError message={formError} />;
  if (fieldErrorCount > 0) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {common('settingsNeedFix')}
      </p>
    );
  }
  return dirty ? <p className="text-sm text-slate-600">{common('unsavedChanges')}</p> : null;
}
