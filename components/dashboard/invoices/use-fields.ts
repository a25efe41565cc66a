'use client';
// The state of an invoice form: its values, the error of each field (the client schema's or the server's), the
// props a field takes (typing clears its error), and the error that belongs to no field.
import { useState } from 'react';
import { DashboardApiError } from '@/lib/dashboard/client/request';

export function useFields<F extends Record<string, string>>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof F & string) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [key]: event.target.value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
  });
  return { form, setForm, errors, setErrors, field };
}

/** A failed write's message when no field carries it (or `unreachable` when Vitrine could not be reached). */
export function formLevelError(error: Error | null, unreachable: string): string | null {
  if (!error) return null;
  if (!(error instanceof DashboardApiError)) return unreachable;
  return Object.keys(error.fieldErrors()).length === 0 ? error.message : null;
}
