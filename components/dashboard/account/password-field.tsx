'use client';
// A new-password field with a live hint: the same estimator the server uses (zxcvbn-ts, loaded on first
// keystroke so the page itself stays light), with the person's own words counted as easy guesses.
import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/field';
import type { PasswordStrength } from '@/lib/domain/users/password-strength';

export function NewPasswordField({
  label,
  value,
  userInputs,
  error,
  ...input
}: { label: string; value: string; userInputs: (string | null | undefined)[]; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value'>) {
  const t = useTranslations('auth.strength');
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\u0001');
  useEffect(() => {
    if (!value) {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const { passwordStrength } = await import('@/lib/domain/users/password-strength');
      if (current) setStrength(passwordStrength(value, inputsKey.split('\u0001')));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, inputsKey]);
  const hint =
    value.length > 0 && value.length < 10
      ? t('tooShort', { count: value.length })
      : strength
        ? `${t('score', { label: t(`${strength.score}`) })}${strength.feedback ? ` ${strength.feedback}` : ''}`
        : t('hint');
  return (
    <div>
      <TextField label={label} type="password" autoComplete="new-password" value={value} error={error} hint={hint} {...input} />
      {strength && value.length >= 10 && !error ? (
        <div aria-hidden="true" className="mt-1 flex gap-1">
          {[0, 1, 2, 3].map((step) => (
            <span
              key={step}
              className={`h-1 flex-1 rounded-full ${step < strength.score ? (strength.strong ? 'bg-emerald-600' : 'bg-amber-500') : 'bg-slate-200'}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
