'use client';
// The dialogs of a customer's card: add or remove stamps, add or deduct points (a number and a note), and
// redeem a reward (the choice of reward is the confirmation: it says what is spent). Each checks the
// operation's schema before sending; the server's refusal (not enough balance…) lands next to its field.
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { FieldMessages, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { type CardOperation, useCardOperation } from '@/lib/dashboard/client/loyalty';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { DialogForm, DialogFormFooter } from '@/components/dashboard/customers/form-parts';
import { addStampsBody, adjustPointsBody, type LoyaltyCardDetail, removeStampsBody } from '@/lib/domain/loyalty/schemas';

export type CountOperation = 'stamps' | 'stamps/remove' | 'points';

/** The operation's texts in the catalogue (loyalty.operations.<key>). */
const COUNT_KEYS = { stamps: 'stamps', 'stamps/remove': 'stampsRemove', points: 'points' } as const satisfies Record<CountOperation, string>;

export function CountDialog({
  businessId,
  customerId,
  card,
  operation,
  onClose,
}: {
  businessId: string;
  customerId: string;
  card: LoyaltyCardDetail;
  operation: CountOperation;
  onClose: () => void;
}) {
  const t = useTranslations('loyalty.operations');
  const key = COUNT_KEYS[operation];
  const run = useCardOperation(businessId, customerId, card.id);
  const notify = useToast();
  const [amount, setAmount] = useState(operation === 'points' ? '' : '1');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const amountKey = operation === 'points' ? 'points' : 'count';
  const noteKey = operation === 'points' ? 'reason' : 'note';

  function submit() {
    const number = amount.trim() === '' ? Number.NaN : Number(amount);
    const raw = { [amountKey]: number, ...(note.trim() ? { [noteKey]: note.trim() } : {}) };
    const schema = operation === 'stamps' ? addStampsBody : operation === 'stamps/remove' ? removeStampsBody : adjustPointsBody;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setErrors(issueFields(parsed.error));
      return;
    }
    setErrors({});
    run.mutate({ operation, body: parsed.data } as CardOperation, {
      onSuccess: () => {
        notify(key === 'points' ? (number > 0 ? t('points.added', { n: number }) : t('points.deducted', { n: -number })) : t(`${key}.done`, { n: number }));
        onClose();
      },
      onError: (error) => {
        if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
      },
    });
  }

  return (
    <DialogForm title={t(`${key}.title`)} description={t('cardState', { stamps: card.stamps, perCard: card.stampsPerCard, points: card.points })} onSubmit={submit} onClose={onClose}>
      <TextField
        label={t(`${key}.label`)}
        hint={t(`${key}.hint`)}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        error={errors[amountKey]}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors({});
        }}
      />
      <TextField label={t('note')} hint={t('noteHint')} maxLength={500} value={note} error={errors[noteKey]} onChange={(event) => setNote(event.target.value)} />
      <DialogFormFooter error={run.error} pending={run.isPending} submitLabel={t(`${key}.confirm`)} onCancel={onClose} />
    </DialogForm>
  );
}


export function RedeemDialog({
  businessId,
  customerId,
  customerName,
  card,
  onClose,
}: {
  businessId: string;
  customerId: string;
  customerName: string;
  card: LoyaltyCardDetail;
  onClose: () => void;
}) {
  const t = useTranslations('loyalty.operations');
  const run = useCardOperation(businessId, customerId, card.id);
  const notify = useToast();
  const rewardCost = (reward: LoyaltyCardDetail['rewards'][number]) => (reward.kind === 'stamps' ? t('costFullCard') : t('costPoints', { points: reward.pointsCost ?? 0 }));
  const [rewardId, setRewardId] = useState(card.rewards.find((reward) => reward.available)?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groupId = useId();
  const chosen = card.rewards.find((reward) => reward.id === rewardId);

  function submit() {
    if (!chosen) {
      setErrors({ rewardId: t('chooseReward') });
      return;
    }
    run.mutate(
      { operation: 'redeem', body: { rewardId: chosen.id } },
      {
        onSuccess: () => {
          notify(t('redeemed', { reward: chosen.name, name: customerName }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
        },
      },
    );
  }

  return (
    <DialogForm
      title={t('redeemTitle', { name: customerName })}
      description={t('redeemState', { full: card.fullCards, points: card.points })}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset aria-describedby={errors.rewardId ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('reward')}</legend>
        <div className="space-y-2">
          {card.rewards.map((reward) => (
            <label key={reward.id} className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name="rewardId"
                value={reward.id}
                checked={rewardId === reward.id}
                onChange={() => {
                  setRewardId(reward.id);
                  setErrors({});
                }}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{reward.name}</span>
                <span className="block text-slate-600">
                  {t('costs', { cost: rewardCost(reward) })}
                  {reward.available ? '' : t('notEnough')}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessages id={groupId} error={errors.rewardId} />
      </fieldset>
      {chosen ? (
        <p className="text-sm text-slate-700">
          {t('spends', { cost: rewardCost(chosen), name: customerName })}
        </p>
      ) : null}
      <DialogFormFooter
        error={run.error}
        pending={run.isPending}
        submitLabel={chosen ? t('redeemNamed', { reward: chosen.name }) : t('redeem')}
        submitDisabled={card.rewards.length === 0}
        onCancel={onClose}
      />
    </DialogForm>
  );
}
