'use client';
// The account page: the person's name and address (verified or not), their password, and the sessions they
// have open, each with its device and last use, to end one or all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { FormError, TextField } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { DashboardApiError, dashboardFetch, issueFields } from '@/lib/dashboard/client/request';
import { formatDateTime } from '@/lib/i18n/format';
import type { SessionView } from '@/lib/domain/users/account';
import { newBusinessBody, passwordSchema, updateAccountBody } from '@/lib/domain/users/schemas';
import { RadioCards } from '@/components/ui/radio-cards';
import { requestFailure } from './link-forms';
import { NewPasswordField } from './password-field';
import { ResendVerificationButton } from './resend-button';
import { PLANS } from './sign-up-form';

type Account = { id: string; email: string; name: string | null; emailVerified: boolean };
/** A business of the person's, with their role there in words. */
type MemberOf = { id: string; name: string; role: string };

const sessionKeys = { all: ['account', 'sessions'] as const };

export function AccountPage({ account, sessions, businesses }: { account: Account; sessions: SessionView[]; businesses: MemberOf[] }) {
  return (
    <div className="space-y-6">
      <PageHeader title="Your account" description="Your name, e-mail address, password and where you are signed in. They are yours, in every business you belong to." />
      <ProfileCard account={account} />
      <PasswordCard account={account} />
      <SessionsCard initial={sessions} />
      <BusinessesCard businesses={businesses} />
    </div>
  );
}

/** The businesses the person belongs to, and "Create a business" (they become its owner). */
function BusinessesCard({ businesses }: { businesses: MemberOf[] }) {
  const [businessName, setBusinessName] = useState('');
  const [plan, setPlan] = useState<'basic' | 'shop'>('shop');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: unknown) => dashboardFetch<{ business: { id: string } }>('/businesses', { method: 'POST', body }),
    onSuccess: (result) => window.location.assign(`/dashboard/${result.business.id}`),
    onError: (error) => error instanceof DashboardApiError && setFieldErrors(error.fieldErrors()),
  });
  return (
    <Card title="Your businesses" description="Each has its own team, data, website and shop; the switcher at the top moves between them.">
      <ul className="mb-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {businesses.map((business) => (
          <li key={business.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <a href={`/dashboard/${business.id}`} className="min-w-0 truncate font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {business.name}
            </a>
            <span className="shrink-0 text-slate-600">{business.role}</span>
          </li>
        ))}
      </ul>
      <form
        method="post"
        noValidate
        aria-label="Create a business"
        className="grid max-w-xl gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = newBusinessBody.safeParse({ businessName, plan });
          if (!parsed.success) return setFieldErrors(issueFields(parsed.error));
          setFieldErrors({});
          create.mutate(parsed.data);
        }}
      >
        <h3 className="text-sm font-semibold text-slate-900">Create a business</h3>
        <FormError message={requestFailure(create.error, fieldErrors)} />
        <TextField label="Business name" name="businessName" value={businessName} onChange={(e) => setBusinessName(e.target.value)} error={fieldErrors.businessName} maxLength={120} />
        <RadioCards legend="Plan" options={PLANS} value={plan} onChange={setPlan} error={fieldErrors.plan} />
        <div>
          <Button type="submit" variant="secondary" pending={create.isPending}>
            Create business
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ProfileCard({ account }: { account: Account }) {
  const [name, setName] = useState(account.name ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: { name: string }) => dashboardFetch<Account>('/account', { method: 'PATCH', body }),
    onSuccess: () => toast('Name saved'),
    onError: (error) => error instanceof DashboardApiError && setFieldErrors(error.fieldErrors()),
  });
  return (
    <Card title="Profile">
      <form
        method="post"
        noValidate
        className="grid max-w-xl gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = updateAccountBody.safeParse({ name });
          if (!parsed.success) return setFieldErrors(issueFields(parsed.error));
          setFieldErrors({});
          save.mutate(parsed.data);
        }}
      >
        <FormError message={requestFailure(save.error, fieldErrors)} />
        <TextField label="Your name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={fieldErrors.name} />
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">Email</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
            <span className="break-all">{account.email}</span>
            {account.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not confirmed</Badge>}
          </p>
          {account.emailVerified ? null : (
            <div className="mt-2 space-y-2 text-sm text-slate-700">
              <p>Open the link we sent you to confirm it. Until then you can build your shop, not publish it.</p>
              <ResendVerificationButton size="sm" />
            </div>
          )}
        </div>
        <div>
          <Button type="submit" variant="secondary" pending={save.isPending}>
            Save name
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordCard({ account }: { account: Account }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: typeof values) => dashboardFetch<{ endedSessions: number }>('/account/password', { method: 'PUT', body }),
    onSuccess: (result) => {
      setValues({ currentPassword: '', newPassword: '' });
      toast(result.endedSessions ? `Password changed. Signed out of ${result.endedSessions} other session${result.endedSessions === 1 ? '' : 's'}.` : 'Password changed');
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) => error instanceof DashboardApiError && setFieldErrors(error.fieldErrors()),
  });
  return (
    <Card title="Password" description="Changing it signs you out on every other device.">
      <form
        method="post"
        noValidate
        className="grid max-w-xl gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const errors: Record<string, string> = {};
          if (!values.currentPassword) errors.currentPassword = 'Enter your current password';
          const next = passwordSchema.safeParse(values.newPassword);
          if (!next.success) errors.newPassword = `Password: ${next.error.issues[0]?.message}`;
          setFieldErrors(errors);
          if (Object.keys(errors).length === 0) change.mutate(values);
        }}
      >
        <FormError message={requestFailure(change.error, fieldErrors)} />
        {/* Lets a password manager tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={account.email} readOnly hidden />
        <TextField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
          error={fieldErrors.currentPassword}
        />
        <NewPasswordField
          label="New password"
          name="newPassword"
          value={values.newPassword}
          onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
          userInputs={[account.email, account.name]}
          error={fieldErrors.newPassword}
        />
        <div>
          <Button type="submit" pending={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard({ initial }: { initial: SessionView[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const sessions = useQuery({
    queryKey: sessionKeys.all,
    queryFn: () => dashboardFetch<{ data: SessionView[] }>('/account/sessions').then((r) => r.data),
    initialData: initial,
  });
  const end = useMutation({
    mutationFn: (row: SessionView) => dashboardFetch(`/account/sessions/${encodeURIComponent(row.id)}`, { method: 'DELETE' }),
    onSuccess: (_none, row) => {
      // This device's own session: it is signed out now.
      if (row.current) return window.location.assign('/sign-in');
      toast('Signed out of that session');
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
  const everywhere = useMutation({
    mutationFn: () => dashboardFetch('/account/sessions', { method: 'DELETE' }),
    onSuccess: () => window.location.assign('/sign-in'),
  });
  const rows = sessions.data ?? [];
  return (
    <Card
      title="Where you are signed in"
      description="Sessions end after 12 hours without use, and 7 days after sign-in."
      actions={
        <Button variant="danger" size="sm" pending={everywhere.isPending} onClick={() => everywhere.mutate()}>
          Sign out everywhere
        </Button>
      }
    >
      <FormError message={requestFailure(end.error ?? everywhere.error)} />
      <ResponsiveTable
        caption="Your sessions, the most recently used first"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            label: 'Device',
            primary: true,
            cell: (row) => (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{row.device}</span>
                {row.current ? <Badge tone="brand">This device</Badge> : null}
              </span>
            ),
          },
          { label: 'Address', cell: (row) => row.ipAddress ?? 'Unknown' },
          { label: 'Signed in', nowrap: true, cell: (row) => formatDateTime(row.createdAt) },
          { label: 'Last used', nowrap: true, cell: (row) => formatDateTime(row.lastUsedAt) },
          {
            label: 'Actions',
            srOnly: true,
            cell: (row) => (
              <Button
                variant="secondary"
                size="sm"
                pending={end.isPending && end.variables?.id === row.id}
                onClick={() => end.mutate(row)}
                aria-label={row.current ? 'Sign out this device' : `Sign out ${row.device}, last used ${formatDateTime(row.lastUsedAt)}`}
              >
                Sign out
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
