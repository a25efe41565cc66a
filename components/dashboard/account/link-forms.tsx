'use client';
// The signed-out forms around a link sent by e-mail: ask for a reset link, set a new password, confirm an
// address. The confirmation is a button that POSTs: a mail scanner that opens (GETs) the link uses nothing.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { DashboardApiError, dashboardFetch, issueFields } from '@/lib/dashboard/client/request';
import { passwordSchema, resetRequestBody } from '@/lib/domain/users/schemas';
import { NewPasswordField } from './password-field';
import { ResendVerificationButton } from './resend-button';

/** The message of a failed request that has no field to show it on. */
export function requestFailure(error: Error | null, fieldErrors: Record<string, string> = {}): string | null {
  if (!error || Object.keys(fieldErrors).length > 0) return null;
  return error instanceof DashboardApiError ? error.message : 'Could not reach Vitrine. Check your connection and try again.';
}

function Confirmation({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status" className="space-y-3 text-sm text-slate-700">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

export function ForgotPasswordForm() {
  // Uncontrolled and read at submit: what is typed before hydration is kept. The button waits for the script, so a
  // click before it has loaded does not post the page to itself (and lose the address).
  const [sentTo, setSentTo] = useState('');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (body: { email: string }) => dashboardFetch<{ message: string }>('/password-reset', { method: 'POST', body }),
  });
  if (send.isSuccess) {
    return (
      <Confirmation title="Check your e-mail">
        <p>
          If an account uses <strong className="break-all">{sentTo}</strong>, we sent it a link to set a new password. The link works once, for 1 hour.
        </p>
        <p>Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
      </Confirmation>
    );
  }
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        const parsed = resetRequestBody.extend({ email: resetRequestBody.shape.email.trim().min(1, 'Enter your email address') }).safeParse({ email });
        if (!parsed.success) return setFieldErrors(issueFields(parsed.error));
        setFieldErrors({});
        setSentTo(email.trim());
        send.mutate(parsed.data);
      }}
    >
      <FormError message={requestFailure(send.error, fieldErrors)} />
      <TextField label="Email" type="email" name="email" autoComplete="email" error={fieldErrors.email} required />
      <Button type="submit" pending={send.isPending} disabled={!ready} className="w-full">
        Send reset link
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) => dashboardFetch('/password-reset/confirm', { method: 'POST', body }),
    onSuccess: () => window.location.assign('/dashboard'),
    onError: (error) => {
      if (error instanceof DashboardApiError) setFieldErrors(error.fieldErrors());
    },
  });
  const invalidLink = reset.error instanceof DashboardApiError && reset.error.code === 'invalid_token';
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = passwordSchema.safeParse(password);
        if (!parsed.success) return setFieldErrors({ password: `Password: ${parsed.error.issues[0]?.message}` });
        setFieldErrors({});
        reset.mutate({ token, password });
      }}
    >
      <FormError message={requestFailure(reset.error, fieldErrors)} />
      {invalidLink ? (
        <p className="text-sm">
          <a href="/forgot-password" className="font-medium text-brand-700 underline">
            Ask for a new link
          </a>
        </p>
      ) : null}
      <NewPasswordField label="New password" name="password" value={password} onChange={(e) => setPassword(e.target.value)} userInputs={[]} error={fieldErrors.password} required />
      <Button type="submit" pending={reset.isPending || reset.isSuccess} className="w-full">
        Set new password
      </Button>
    </form>
  );
}

export function VerifyEmailForm({ token, signedIn, dashboardHref }: { token: string; signedIn: boolean; dashboardHref: string }) {
  const confirm = useMutation({
    mutationFn: () => dashboardFetch<{ email: string }>('/email-verification', { method: 'POST', body: { token } }),
  });
  if (confirm.isSuccess) {
    return (
      <Confirmation title="E-mail address confirmed">
        <p>
          <strong className="break-all">{confirm.data.email}</strong> is confirmed: you can publish your shop.
        </p>
        <ButtonLink href={dashboardHref} variant="primary" className="w-full">
          Go to your dashboard
        </ButtonLink>
      </Confirmation>
    );
  }
  const failed = confirm.error instanceof DashboardApiError && confirm.error.code === 'invalid_token';
  return (
    <div className="space-y-4">
      <FormError message={requestFailure(confirm.error)} />
      {failed ? (
        signedIn ? (
          <ResendVerificationButton />
        ) : (
          <p className="text-sm text-slate-700">
            <a href="/sign-in" className="font-medium text-brand-700 underline">
              Sign in
            </a>{' '}
            to have a new link sent.
          </p>
        )
      ) : (
        <Button onClick={() => confirm.mutate()} pending={confirm.isPending} className="w-full">
          Confirm my e-mail address
        </Button>
      )}
    </div>
  );
}
