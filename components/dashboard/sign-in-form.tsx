'use client';
// The sign-in form: validated with the same schema as the server, errors shown next to the fields. The fields are
// uncontrolled and read at submit: what is typed before the page has hydrated is kept (a controlled field would be
// reset to its empty state by hydration, and the sign-in sent empty).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { signInBodySchema } from '@/lib/dashboard/schemas';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';
import { safeNext } from '@/lib/dashboard/next-path';

type SignInResult = { businesses: { id: string; name: string }[] };

const ERROR_MESSAGES: Record<string, string> = {
  invalid_credentials: 'The email or password is incorrect',
  rate_limited: 'Too many failed sign-in attempts. Wait a few minutes and try again.',
  validation_failed: 'Enter your email address and password',
};

export function SignInForm({ next, error }: { next: string | null; error?: string | null }) {
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
    ? (ERROR_MESSAGES[error] ?? 'Could not sign in. Try again.')
    : signIn.error && Object.keys(fieldErrors).length === 0
      ? signIn.error instanceof DashboardApiError
        ? signIn.error.message
        : 'Could not reach Vitrine. Check your connection and try again.'
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
          setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
          return;
        }
        setFieldErrors({});
        signIn.mutate(parsed.data);
      }}
    >
      <FormError message={formError} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField label="Email" type="email" name="email" autoComplete="username" error={fieldErrors.email} required />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        error={fieldErrors.password}
        required
      />
      <Button type="submit" pending={signIn.isPending || signIn.isSuccess} className="w-full">
        {signIn.isPending || signIn.isSuccess ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
