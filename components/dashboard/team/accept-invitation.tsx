'use client';
// The actions of the invitation page: "Join <business>" for the invited address signed in, "Sign out" for
// someone else signed in (the page then offers the invited address's way in), and "Create account and join".
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';
import { NewPasswordField } from '@/components/dashboard/account/password-field';

const acceptPath = (token: string) => `/invitations/${encodeURIComponent(token)}/accept`;

function useAccept(token: string) {
  const t = useTranslations('auth');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<DashboardApiError | null>(null);
  async function accept(body?: { name: string; password: string }) {
    setPending(true);
    setError(null);
    try {
      const { businessId } = await dashboardFetch<{ businessId: string }>(acceptPath(token), { method: 'POST', body: body ?? {} });
      window.location.assign(`/dashboard/${businessId}`);
    } catch (caught) {
      setError(caught instanceof DashboardApiError ? caught : new DashboardApiError(0, 'network', t('unreachableShort')));
      setPending(false);
    }
  }
  return { accept, pending, error };
}

export function JoinButton({ token, businessName }: { token: string; businessName: string }) {
  const t = useTranslations('auth.invitation');
  const { accept, pending, error } = useAccept(token);
  return (
    <div className="space-y-3">
      <FormError message={error?.message} />
      <Button className="w-full" pending={pending} onClick={() => accept()}>
        {t('join', { business: businessName })}
      </Button>
    </div>
  );
}

export function SignOutHere() {
  const t = useTranslations('auth');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      className="w-full"
      pending={pending}
      onClick={async () => {
        setPending(true);
        await dashboardFetch('/session', { method: 'DELETE' }).catch(() => undefined);
        router.refresh();
        setPending(false);
      }}
    >
      {t('signOut')}
    </Button>
  );
}

export function CreateAccountForm({ token, email, businessName }: { token: string; email: string; businessName: string }) {
  const t = useTranslations('auth');
  const { accept, pending, error } = useAccept(token);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const fields = { ...(error?.fieldErrors() ?? {}), ...local };
  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('invitation.enterName');
    // Too short is said here; too easy to guess, by the server (its message lands on this field).
    if (password.length < 10) problems.password = t('invitation.atLeast10');
    setLocal(problems);
    if (Object.keys(problems).length === 0) void accept({ name: name.trim(), password });
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormError message={error && Object.keys(error.fieldErrors()).length === 0 ? error.message : null} />
      <TextField label={t('email')} value={email} readOnly disabled autoComplete="username" hint={t('invitation.emailHint')} />
      <TextField label={t('yourName')} name="name" value={name} onChange={(e) => setName(e.target.value)} error={fields.name} autoComplete="name" maxLength={100} required />
      <NewPasswordField
        label={t('password')}
        name="password"
        value={password}
        userInputs={[email, name]}
        onChange={(e) => setPassword(e.target.value)}
        error={fields.password}
        maxLength={200}
        required
      />
      <Button type="submit" className="w-full" pending={pending}>
        {t('invitation.createAndJoin', { business: businessName })}
      </Button>
    </form>
  );
}
