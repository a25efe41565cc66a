'use client';
// The dialog forms of the customers and loyalty pages: a dialog holding a form (checked by the page, not the
// browser), and the pieces each ends with: the form-level error of a failed
// request (field errors go next to their fields instead), the pointer to those field errors, Cancel and submit.
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { DashboardApiError } from '@/lib/dashboard/client/request';

/**
 * The message for the whole form: the server's when it names no field, or the network's (`unreachable`: the
 * dialog footer passes its catalogue's words; the English default stays for callers that do not pass one yet).
 */
export function formErrorOf(error: unknown, unreachable = 'Could not reach Vitrine. Check your connection and try again.'): string | null {
  if (error instanceof DashboardApiError) return Object.keys(error.fieldErrors()).length === 0 ? error.message : null;
  return error ? unreachable : null;
}

export function DialogFormFooter({
  error,
  fieldErrorCount = 0,
  pending,
  submitLabel,
  submitDisabled,
  onCancel,
}: {
  error: unknown;
  fieldErrorCount?: number;
  pending: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  onCancel: () => void;
}) {
  const t = useTranslations('customers');
  const common = useTranslations('common');
  return (
    <>
      <FormError message={formErrorOf(error, t('form.unreachable'))} />
      {fieldErrorCount > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('form.fieldErrors')}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {common('cancel')}
        </Button>
        <Button type="submit" pending={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/** A dialog around a form; Enter in a field submits, Escape and Cancel close. */
export function DialogForm({
  title,
  description,
  wide,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  wide?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open wide={wide} onOpenChange={(open) => (open ? undefined : onClose())} title={title} description={description}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
