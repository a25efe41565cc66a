'use client';
// The loyalty programme's settings: stamps per card and what a full card gives, points per euro and the points
// rewards. Saved whole (configureLoyaltyProgram: a reward keeps its id when its name stays, a reward left out
// is retired, never deleted); checked with the same schema before sending, errors on their fields.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { formErrorOf } from '@/components/dashboard/customers/form-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError, FormStatus, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { type LoyaltyProgramSettings, useConfigureLoyaltyProgram, useLoyaltyProgram } from '@/lib/dashboard/client/loyalty';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { configureLoyaltyProgramInput } from '@/lib/domain/loyalty/schemas';

type Form = { stampsPerCard: string; stampReward: string; pointsPerEuro: string; rewards: { key: number; name: string; pointsCost: string }[] };

let nextKey = 0;
function formOf(program: LoyaltyProgramSettings | null): Form {
  return {
    stampsPerCard: String(program?.stampsPerCard ?? 10),
    stampReward: program?.stampReward?.name ?? '',
    pointsPerEuro: String(program?.pointsPerEuro ?? 0),
    rewards: (program?.pointsRewards ?? []).map((reward) => ({ key: nextKey++, name: reward.name, pointsCost: String(reward.pointsCost) })),
  };
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function bodyOf(form: Form) {
  return {
    stampsPerCard: toNumber(form.stampsPerCard),
    stampReward: { name: form.stampReward },
    pointsPerEuro: toNumber(form.pointsPerEuro),
    pointsRewards: form.rewards.map((reward) => ({ name: reward.name, pointsCost: toNumber(reward.pointsCost) })),
  };
}

// `stampReward.name` is the reward field; the list's own message (unique names) shows under the list.
const byField = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path === 'stampReward' ? 'stampReward.name' : path, message]));

export function ProgramForm({ businessId, initial }: { businessId: string; initial: LoyaltyProgramSettings | null }) {
  const { data: program = initial } = useLoyaltyProgram(businessId, initial);
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useConfigureLoyaltyProgram(businessId);
  const t = useTranslations('loyalty.program');
  const common = useTranslations('common');
  const customersT = useTranslations('customers');
  const notify = useToast();
  const dirty = JSON.stringify(bodyOf(form)) !== JSON.stringify(bodyOf(formOf(program)));

  const set = (patch: Partial<Form>, ...cleared: string[]) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key))));
  };
  const setReward = (index: number, patch: Partial<Form['rewards'][number]>) =>
    set(
      { rewards: form.rewards.map((reward, i) => (i === index ? { ...reward, ...patch } : reward)) },
      `pointsRewards.${index}.name`,
      `pointsRewards.${index}.pointsCost`,
      'pointsRewards',
    );

  function submit() {
    const parsed = configureLoyaltyProgramInput.safeParse(bodyOf(form));
    if (!parsed.success) {
      setErrors(byField(issueFields(parsed.error)));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ program: saved, cardsCreated }) => {
        setForm(formOf(saved));
        notify(cardsCreated > 0 ? t('savedWithCards', { n: cardsCreated }) : t('saved'));
      },
      onError: (error) => {
        if (error instanceof DashboardApiError) setErrors(byField(error.fieldErrors()));
      },
    });
  }

  const formError = formErrorOf(save.error, customersT('form.unreachable'));

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card
        title={t('title')}
        description={program ? t('descriptionOn') : t('descriptionOff')}
      >
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            label={t('stampsPerCard')}
            inputMode="numeric"
            hint={t('stampsPerCardHint')}
            value={form.stampsPerCard}
            error={errors.stampsPerCard}
            onChange={(event) => set({ stampsPerCard: event.target.value }, 'stampsPerCard')}
          />
          <TextField
            label={t('stampReward')}
            hint={t('stampRewardHint')}
            maxLength={120}
            value={form.stampReward}
            error={errors['stampReward.name']}
            onChange={(event) => set({ stampReward: event.target.value }, 'stampReward.name')}
          />
          <TextField
            label={t('pointsPerEuro')}
            inputMode="numeric"
            hint={t('pointsPerEuroHint')}
            value={form.pointsPerEuro}
            error={errors.pointsPerEuro}
            onChange={(event) => set({ pointsPerEuro: event.target.value }, 'pointsPerEuro')}
          />
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-slate-900">{t('pointsRewards')}</legend>
          <p className="text-sm text-slate-600">{t('pointsRewardsHelp')}</p>
          {form.rewards.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('noneYet')}</p> : null}
          <ul className="mt-3 space-y-3">
            {form.rewards.map((reward, index) => (
              <li key={reward.key} className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_9rem_auto] sm:border-0 sm:p-0">
                <TextField
                  label={t('reward', { n: index + 1 })}
                  maxLength={120}
                  value={reward.name}
                  error={errors[`pointsRewards.${index}.name`]}
                  onChange={(event) => setReward(index, { name: event.target.value })}
                />
                <TextField
                  label={t('rewardPoints', { n: index + 1 })}
                  inputMode="numeric"
                  value={reward.pointsCost}
                  error={errors[`pointsRewards.${index}.pointsCost`]}
                  onChange={(event) => setReward(index, { pointsCost: event.target.value })}
                />
                <Button
                  variant="ghost"
                  className="sm:mt-6"
                  aria-label={reward.name ? t('removeRewardNamed', { n: index + 1, name: reward.name }) : t('removeReward', { n: index + 1 })}
                  onClick={() => set({ rewards: form.rewards.filter((_, i) => i !== index) }, 'pointsRewards')}
                >
                  {common('remove')}
                </Button>
              </li>
            ))}
          </ul>
          {errors.pointsRewards ? <FormError message={t('pointsRewardsError', { message: errors.pointsRewards })} /> : null}
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={form.rewards.length >= 50}
            onClick={() => set({ rewards: [...form.rewards, { key: nextKey++, name: '', pointsCost: '' }] })}
          >
            {t('addReward')}
          </Button>
        </fieldset>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="submit" pending={save.isPending}>
            {program ? t('save') : t('start')}
          </Button>
          <FormStatus formError={formError} fieldErrorCount={Object.keys(errors).length} dirty={dirty} />
        </div>
      </Card>
    </form>
  );
}
