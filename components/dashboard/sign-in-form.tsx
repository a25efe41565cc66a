'use client';
// The sign-in form: validated with the same schema as the server, errors shown next to the fields. The fields are
// uncontrolled and read at submit: what is typed before the page has hydrated is kept (a controlled field would be
// reset to its empty state by hydration, and the sign-in sent empty).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { signInBodySchema } from '@/lib/dashboard/schemas';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';
import { safeNext } from '@/lib/dashboard/next-path';
import { useIssueFields, useServerMessages } from './account/use-issue-fields';

type SignInResult = { businesses: { id: string; name: string }[] };

/** The errors the form's no-script post comes back with (?error=<code>), by code. */
const ERROR_CODES = ['invalid_credentials', 'rate_limited', 'validation_failed'] as const;
const isErrorCode = (code: string): code is (typeof ERROR_CODES)[number] => (ERROR_CODES as readonly string[]).includes(code);

export function SignInForm({ next, error }: { next: string | null; error?: string | null }) {
  const t = useTranslations('auth');
  const issueFields = useIssueFields();
  const server = useServerMessages();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => dashboardFetch<SignInResult>('/session', { method: 'POST', body }),
    onSuccess: (result) => {
      const first = result.businesses[0];
      const target = safeNext(next) ?? (first ? `/dashboard/${first.id}` : '/dashboard');
      window.location.assign(target);
    },
    onError: (error) => {
      if (error instanceof DashboardApiError) setFieldErrors(error.fieldErrors());
    },
  });
  const formError = !signIn.error && error
    ? t(`signInPage.errors.${isErrorCode(error) ? error : 'other'}`)
    : signIn.error && Object.keys(fieldErrors).length === 0
      ? signIn.error instanceof DashboardApiError
        ? server.message(signIn.error.message)
        : t('unreachable')
      : null;

  return (
    // Without JavaScript (or before it has loaded) the form still posts, never as a GET.
    <form
      method="post"
      action="/api/dashboard/session"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const parsed = signInBodySchema.safeParse({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
        if (!parsed.success) {
          setFieldErrors(issueFields(parsed.error));
          return;
        }
        setFieldErrors({});
        signIn.mutate(parsed.data);
      }}
    >
      <FormError message={formError} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField label={t('email')} type="email" name="email" autoComplete="username" error={fieldErrors.email} required />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        error={fieldErrors.password}
        required
      />
      <Button type="submit" pending={signIn.isPending || signIn.isSuccess} className="w-full">
        {signIn.isPending || signIn.isSuccess ? t('signInPage.signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
