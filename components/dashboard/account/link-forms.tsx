'use client';
// The signed-out forms around a link sent by e-mail: ask for a reset link, set a new password, confirm an
// address. The confirmation is a button that POSTs: a mail scanner that opens (GETs) the link uses nothing.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';
import { passwordSchema, resetRequestBody } from '@/lib/domain/users/schemas';
import { NewPasswordField } from './password-field';
import { useIssueFields, useServerMessages } from './use-issue-fields';
import { ResendVerificationButton } from './resend-button';

/**
 * The message of a failed request that has no field to show it on; `unreachable` says a request that got no answer
 * (useRequestFailure() gives it in the page's language).
 */
export function requestFailure(error: Error | null, fieldErrors: Record<string, string> = {}, unreachable = 'Could not reach Vitrine. Check your connection and try again.'): string | null {
  if (!error || Object.keys(fieldErrors).length > 0) return null;
  return error instanceof DashboardApiError ? error.message : unreachable;
}

/** requestFailure() in the page's language (the server's words too, where they are known). */
export function useRequestFailure() {
  const t = useTranslations('auth');
  const server = useServerMessages();
  return (error: Error | null, fieldErrors: Record<string, string> = {}) => {
    const failure = requestFailure(error, fieldErrors, t('unreachable'));
    return failure === null ? null : server.message(failure);
  };
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
  const t = useTranslations('auth');
  const failure = useRequestFailure();
  const issueFields = useIssueFields();
  const [sentTo, setSentTo] = useState('');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (body: { email: string }) => dashboardFetch<{ message: string }>('/password-reset', { method: 'POST', body }),
  });
  if (send.isSuccess) {
    return (
      <Confirmation title={t('forgotPage.checkMail')}>
        <p>{t.rich('forgotPage.sent', { email: sentTo, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}</p>
        <p>{t('forgotPage.nothing')}</p>
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
        const parsed = resetRequestBody.extend({ email: resetRequestBody.shape.email.trim().min(1, t('forgotPage.enterEmail')) }).safeParse({ email });
        if (!parsed.success) return setFieldErrors(issueFields(parsed.error));
        setFieldErrors({});
        setSentTo(email.trim());
        send.mutate(parsed.data);
      }}
    >
      <FormError message={failure(send.error, fieldErrors)} />
      <TextField label={t('email')} type="email" name="email" autoComplete="email" error={fieldErrors.email} required />
      <Button type="submit" pending={send.isPending} disabled={!ready} className="w-full">
        {t('forgotPage.send')}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const failure = useRequestFailure();
  const server = useServerMessages();
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) => dashboardFetch('/password-reset/confirm', { method: 'POST', body }),
    onSuccess: () => window.location.assign('/dashboard'),
    onError: (error) => {
      if (error instanceof DashboardApiError) setFieldErrors(server.fields(error.fieldErrors()));
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
        if (!parsed.success) return setFieldErrors({ password: t('passwordError', { message: password.length < 10 ? t('passwordMin') : (parsed.error.issues[0]?.message ?? '') }) });
        setFieldErrors({});
        reset.mutate({ token, password });
      }}
    >
      <FormError message={failure(reset.error, fieldErrors)} />
      {invalidLink ? (
        <p className="text-sm">
          <a href="/forgot-password" className="font-medium text-brand-700 underline">
            {t('resetPage.newLink')}
          </a>
        </p>
      ) : null}
      <NewPasswordField label={t('newPassword')} name="password" value={password} onChange={(e) => setPassword(e.target.value)} userInputs={[]} error={fieldErrors.password} required />
      <Button type="submit" pending={reset.isPending || reset.isSuccess} className="w-full">
        {t('resetPage.submit')}
      </Button>
    </form>
  );
}

export function VerifyEmailForm({ token, signedIn, dashboardHref }: { token: string; signedIn: boolean; dashboardHref: string }) {
  const t = useTranslations('auth.verifyPage');
  const failure = useRequestFailure();
  const confirm = useMutation({
    mutationFn: () => dashboardFetch<{ email: string }>('/email-verification', { method: 'POST', body: { token } }),
  });
  if (confirm.isSuccess) {
    return (
      <Confirmation title={t('confirmed')}>
        <p>{t.rich('confirmedText', { email: confirm.data.email, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}</p>
        <ButtonLink href={dashboardHref} variant="primary" className="w-full">
          {t('toDashboard')}
        </ButtonLink>
      </Confirmation>
    );
  }
  const failed = confirm.error instanceof DashboardApiError && confirm.error.code === 'invalid_token';
  return (
    <div className="space-y-4">
      <FormError message={failure(confirm.error)} />
      {failed ? (
        signedIn ? (
          <ResendVerificationButton />
        ) : (
          <p className="text-sm text-slate-700">
            {t.rich('signInForLink', {
              link: (chunks) => (
                <a href="/sign-in" className="font-medium text-brand-700 underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        )
      ) : (
        <Button onClick={() => confirm.mutate()} pending={confirm.isPending} className="w-full">
          {t('confirm')}
        </Button>
      )}
    </div>
  );
}
