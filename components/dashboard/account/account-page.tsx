'use client';
// The account page: the person's name and address (verified or not), their password, and the sessions they
// have open, each with its device and last use, to end one or all; the language of their dashboard.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';
import type { SessionView } from '@/lib/domain/users/account';
import { accountLocaleBody, newBusinessBody, passwordSchema, updateAccountBody } from '@/lib/domain/users/schemas';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/lib/i18n/translator';
import { RadioCards } from '@/components/ui/radio-cards';
import { useRequestFailure } from './link-forms';
import { useIssueFields, useServerMessages } from './use-issue-fields';
import { NewPasswordField } from './password-field';
import { ResendVerificationButton } from './resend-button';
import { usePlans } from './sign-up-form';

/** locale: the dashboard's language the person chose, or null (their browser's). */
type Account = { id: string; email: string; name: string | null; emailVerified: boolean; locale?: Locale | null };
/** A business of the person's, with their role there in words. */
type MemberOf = { id: string; name: string; role: string };

const sessionKeys = { all: ['account', 'sessions'] as const };

export function AccountPage({ account, sessions, businesses }: { account: Account; sessions: SessionView[]; businesses: MemberOf[] }) {
  const t = useTranslations('account');
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <ProfileCard account={account} />
      <LanguageCard locale={account.locale ?? null} />
      <PasswordCard account={account} />
      <SessionsCard initial={sessions} />
      <BusinessesCard businesses={businesses} />
    </div>
  );
}

/** The businesses the person belongs to, and "Create a business" (they become its owner). */
function BusinessesCard({ businesses }: { businesses: MemberOf[] }) {
  const t = useTranslations('account.businesses');
  const auth = useTranslations('auth');
  const plans = usePlans();
  const requestFailure = useRequestFailure();
  const issueFields = useIssueFields();
  const [businessName, setBusinessName] = useState('');
  const [plan, setPlan] = useState<'basic' | 'shop'>('shop');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: unknown) => dashboardFetch<{ business: { id: string } }>('/businesses', { method: 'POST', body }),
    onSuccess: (result) => window.location.assign(`/dashboard/${result.business.id}`),
    onError: (error) => error instanceof DashboardApiError && setFieldErrors(error.fieldErrors()),
  });
  return (
    <Card title={t('title')} description={t('description')}>
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
        aria-label={t('create')}
        className="grid max-w-xl gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = newBusinessBody.safeParse({ businessName, plan });
          if (!parsed.success) return setFieldErrors(issueFields(parsed.error));
          setFieldErrors({});
          create.mutate(parsed.data);
        }}
      >
        <h3 className="text-sm font-semibold text-slate-900">{t('create')}</h3>
        <FormError message={requestFailure(create.error, fieldErrors)} />
        <TextField label={auth('businessName')} name="businessName" value={businessName} onChange={(e) => setBusinessName(e.target.value)} error={fieldErrors.businessName} maxLength={120} />
        <RadioCards legend={auth('plan')} options={plans} value={plan} onChange={setPlan} error={fieldErrors.plan} />
        <div>
          <Button type="submit" variant="secondary" pending={create.isPending}>
            {t('createButton')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ProfileCard({ account }: { account: Account }) {
  const t = useTranslations('account.profile');
  const auth = useTranslations('auth');
  const requestFailure = useRequestFailure();
  const issueFields = useIssueFields();
  const [name, setName] = useState(account.name ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: { name: string }) => dashboardFetch<Account>('/account', { method: 'PATCH', body }),
    onSuccess: () => toast(t('saved')),
    onError: (error) => error instanceof DashboardApiError && setFieldErrors(error.fieldErrors()),
  });
  return (
    <Card title={t('title')}>
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
        <TextField label={auth('yourName')} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={fieldErrors.name} />
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">{auth('email')}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
            <span className="break-all">{account.email}</span>
            {account.emailVerified ? <Badge tone="success">{t('verified')}</Badge> : <Badge tone="warning">{t('notConfirmed')}</Badge>}
          </p>
          {account.emailVerified ? null : (
            <div className="mt-2 space-y-2 text-sm text-slate-700">
              <p>{t('confirmHint')}</p>
              <ResendVerificationButton size="sm" />
            </div>
          )}
        </div>
        <div>
          <Button type="submit" variant="secondary" pending={save.isPending}>
            {t('saveName')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The dashboard's language: saved on the account (and its cookie), then the page renders again in it. */
function LanguageCard({ locale }: { locale: Locale | null }) {
  const t = useTranslations('account.language');
  const requestFailure = useRequestFailure();
  const router = useRouter();
  const toast = useToast();
  const [choice, setChoice] = useState<string>(locale ?? '');
  const save = useMutation({
    mutationFn: (body: { locale: Locale | null }) => dashboardFetch<{ locale: Locale | null }>('/account/locale', { method: 'PUT', body }),
    onSuccess: () => {
      router.refresh();
      toast(t('saved'));
    },
  });
  return (
    <Card title={t('title')} description={t('description')}>
      <form
        method="post"
        noValidate
        className="grid max-w-xl gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = accountLocaleBody.safeParse({ locale: choice || null });
          if (parsed.success) save.mutate(parsed.data);
        }}
      >
        <FormError message={requestFailure(save.error)} />
        <SelectField label={t('label')} name="locale" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">{t('browser')}</option>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" variant="secondary" pending={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordCard({ account }: { account: Account }) {
  const t = useTranslations('account.password');
  const auth = useTranslations('auth');
  const requestFailure = useRequestFailure();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const queryClient = useQueryClient();
  const server = useServerMessages();
  const change = useMutation({
    mutationFn: (body: typeof values) => dashboardFetch<{ endedSessions: number }>('/account/password', { method: 'PUT', body }),
    onSuccess: (result) => {
      setValues({ currentPassword: '', newPassword: '' });
      toast(result.endedSessions ? t('changedEnded', { count: result.endedSessions }) : t('changed'));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) => error instanceof DashboardApiError && setFieldErrors(server.fields(error.fieldErrors())),
  });
  return (
    <Card title={t('title')} description={t('description')}>
      <form
        method="post"
        noValidate
        className="grid max-w-xl gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const errors: Record<string, string> = {};
          if (!values.currentPassword) errors.currentPassword = t('enterCurrent');
          const next = passwordSchema.safeParse(values.newPassword);
          if (!next.success) errors.newPassword = auth('passwordError', { message: values.newPassword.length < 10 ? auth('passwordMin') : (next.error.issues[0]?.message ?? '') });
          setFieldErrors(errors);
          if (Object.keys(errors).length === 0) change.mutate(values);
        }}
      >
        <FormError message={requestFailure(change.error, fieldErrors)} />
        {/* Lets a password manager tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={account.email} readOnly hidden />
        <TextField
          label={t('current')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
          error={fieldErrors.currentPassword}
        />
        <NewPasswordField
          label={auth('newPassword')}
          name="newPassword"
          value={values.newPassword}
          onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
          userInputs={[account.email, account.name]}
          error={fieldErrors.newPassword}
        />
        <div>
          <Button type="submit" pending={change.isPending}>
            {t('change')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard({ initial }: { initial: SessionView[] }) {
  const t = useTranslations('account.sessions');
  const f = useFormat();
  const requestFailure = useRequestFailure();
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
      toast(t('ended'));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
  const everywhere = useMutation({
    mutationFn: () => dashboardFetch('/account/sessions', { method: 'DELETE' }),
    onSuccess: () => window.location.assign('/sign-in'),
  });
  const rows = sessions.data ?? [];
  // The server names a device "Chrome on macOS" or "Unknown browser" (lib/domain/users/device.ts): said here in the page's language.
  const device = (row: SessionView) => {
    const [browser = '', system] = row.device.split(' on ');
    const name = browser === 'Unknown browser' ? t('unknownBrowser') : browser;
    return system ? t('deviceOn', { browser: name, system }) : name;
  };
  return (
    <Card
      title={t('title')}
      description={t('description')}
      actions={
        <Button variant="danger" size="sm" pending={everywhere.isPending} onClick={() => everywhere.mutate()}>
          {t('everywhere')}
        </Button>
      }
    >
      <FormError message={requestFailure(end.error ?? everywhere.error)} />
      <ResponsiveTable
        caption={t('caption')}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('device'),
            primary: true,
            cell: (row) => (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{device(row)}</span>
                {row.current ? <Badge tone="brand">{t('thisDevice')}</Badge> : null}
              </span>
            ),
          },
          { label: t('address'), cell: (row) => row.ipAddress ?? t('unknown') },
          { label: t('signedIn'), nowrap: true, cell: (row) => f.dateTime(row.createdAt) },
          { label: t('lastUsed'), nowrap: true, cell: (row) => f.dateTime(row.lastUsedAt) },
          {
            label: t('actions'),
            srOnly: true,
            cell: (row) => (
              <Button
                variant="secondary"
                size="sm"
                pending={end.isPending && end.variables?.id === row.id}
                onClick={() => end.mutate(row)}
                aria-label={row.current ? t('signOutThis') : t('signOutOther', { device: device(row), date: f.dateTime(row.lastUsedAt) })}
              >
                {t('signOut')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
