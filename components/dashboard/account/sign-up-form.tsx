'use client';
// The sign-up form: the person, their password, their business and its plan. Checked with the server's schema
// first; the server's answers (a taken address, a guessable or breached password) shown on their fields. The
// account forms say method="post": submitted before their script has loaded, a password never lands in a URL.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';
import { signUpBody } from '@/lib/domain/users/schemas';
import { AuthLink } from './auth-link';
import { useRequestFailure } from './link-forms';
import { NewPasswordField } from './password-field';
import { useIssueFields, useServerMessages } from './use-issue-fields';

type Plan = 'basic' | 'shop';
type SignUpResult = { business: { id: string } };

/** The plans to choose from, in the page's language. */
export function usePlans() {
  const t = useTranslations('auth.plans');
  return (['basic', 'shop'] as const).map((value) => ({ value, label: t(`${value}.label`), detail: t(`${value}.detail`) }));
}

export function SignUpForm({ initialPlan }: { initialPlan: Plan }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const plans = usePlans();
  const failure = useRequestFailure();
  const issueFields = useIssueFields();
  const server = useServerMessages();
  const [values, setValues] = useState({ name: '', email: '', password: '', businessName: '' });
  const [plan, setPlan] = useState<Plan>(initialPlan);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const signUp = useMutation({
    mutationFn: (body: unknown) => dashboardFetch<SignUpResult>('/sign-up', { method: 'POST', body }),
    onSuccess: (result) => window.location.assign(`/dashboard/${result.business.id}`),
    onError: (error) => {
      if (error instanceof DashboardApiError) setFieldErrors(server.fields(error.fieldErrors()));
    },
  });
  const existing = fieldErrors.email === t('server.existingAccount');
  const formError = failure(signUp.error, fieldErrors);
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The account keeps the language this page was shown in.
        const body = { ...values, name: values.name || undefined, plan, locale };
        const parsed = signUpBody.safeParse(body);
        if (!parsed.success) {
          setFieldErrors(issueFields(parsed.error));
          return;
        }
        setFieldErrors({});
        signUp.mutate(body);
      }}
    >
      <FormError message={formError} />
      <TextField label={t('yourName')} name="name" autoComplete="name" value={values.name} onChange={set('name')} error={fieldErrors.name} />
      <TextField label={t('email')} type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} error={fieldErrors.email} required />
      {existing ? (
        <p className="-mt-2 text-xs text-slate-700">
          {t.rich('signUpPage.existing', {
            signIn: (chunks) => <AuthLink href="/sign-in">{chunks}</AuthLink>,
            reset: (chunks) => <AuthLink href="/forgot-password">{chunks}</AuthLink>,
          })}
        </p>
      ) : null}
      <NewPasswordField
        label={t('password')}
        name="password"
        value={values.password}
        onChange={set('password')}
        userInputs={[values.email, values.name, values.businessName]}
        error={fieldErrors.password}
        required
      />
      <TextField
        label={t('businessName')}
        name="businessName"
        autoComplete="organization"
        value={values.businessName}
        onChange={set('businessName')}
        error={fieldErrors.businessName}
        hint={t('signUpPage.businessHint')}
        required
      />
      <RadioCards legend={t('plan')} options={plans} value={plan} onChange={setPlan} error={fieldErrors.plan} />
      <p className="text-xs text-slate-600">{t('signUpPage.noPayment')}</p>
      <Button type="submit" pending={signUp.isPending || signUp.isSuccess} className="w-full">
        {signUp.isPending || signUp.isSuccess ? t('signUpPage.creating') : t('signUpPage.create')}
      </Button>
    </form>
  );
}
