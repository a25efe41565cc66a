'use client';
// The sign-in form: validated with the same schema as the server, errors shown next to the fields.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { signInBodySchema } from '@/lib/dashboard/schemas';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';

type SignInResult = { businesses: { id: string; name: string }[] };

export function SignInForm({ next }: { next: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => dashboardFetch<SignInResult>('/session', { method: 'POST', body }),
    onSuccess: (result) => {
      const first = result.businesses[0];
      const target = next && next.startsWith('/dashboard') ? next : first ? `/dashboard/${first.id}` : '/dashboard';
      window.location.assign(target);
    },
    onError: (error) => {
      if (error instanceof DashboardApiError) setFieldErrors(error.fieldErrors());
    },
  });
  const formError =
    signIn.error && Object.keys(fieldErrors).length === 0
      ? signIn.error instanceof DashboardApiError
        ? signIn.error.message
        : 'Could not reach Vitrine. Check your connection and try again.'
      : null;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = signInBodySchema.safeParse({ email, password });
        if (!parsed.success) {
          setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
          return;
        }
        setFieldErrors({});
        signIn.mutate(parsed.data);
      }}
    >
      <FormError message={formError} />
      <TextField label="Email" type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} required />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        required
      />
      <Button type="submit" pending={signIn.isPending || signIn.isSuccess} className="w-full">
        {signIn.isPending || signIn.isSuccess ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
