'use client';
// The dialogs of a customer's card: add or remove stamps, add or deduct points (a number and a note), and
// redeem a reward (the choice of reward is the confirmation: it says what is spent). Each checks the
// operation's schema before sending; the server's refusal (not enough balance…) lands next to its field.
import { useId, useState } from 'react';
import { FieldMessages, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { type CardOperation, useCardOperation } from '@/lib/dashboard/client/loyalty';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { DialogForm, DialogFormFooter } from '@/components/dashboard/customers/form-parts';
import { addStampsBody, adjustPointsBody, type LoyaltyCardDetail, removeStampsBody } from '@/lib/domain/loyalty/schemas';

export type CountOperation = 'stamps' | 'stamps/remove' | 'points';

const COUNT_TEXTS: Record<CountOperation, { title: string; label: string; hint: string; confirm: string; done: (n: number) => string }> = {
  stamps: {
    title: 'Add stamps',
    label: 'Stamps to add',
    hint: '1 to 100. A full card becomes a reward ready to redeem.',
    confirm: 'Add stamps',
    done: (n) => `${n} stamp${n === 1 ? '' : 's'} added`,
  },
  'stamps/remove': {
    title: 'Remove stamps',
    label: 'Stamps to remove',
    hint: 'A correction: never more than the card holds.',
    confirm: 'Remove stamps',
    done: (n) => `${n} stamp${n === 1 ? '' : 's'} removed`,
  },
  points: {
    title: 'Add points',
    label: 'Points',
    hint: 'A negative number deducts points; the balance never goes below zero.',
    confirm: 'Save points',
    done: (n) => (n > 0 ? `${n} points added` : `${-n} points deducted`),
  },
};

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
  const text = COUNT_TEXTS[operation];
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
        notify(text.done(number));
        onClose();
      },
      onError: (error) => {
        if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
      },
    });
  }

  return (
    <DialogForm title={text.title} description={`The card has ${card.stamps} of ${card.stampsPerCard} stamps and ${card.points} points.`} onSubmit={submit} onClose={onClose}>
      <TextField
        label={text.label}
        hint={text.hint}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        error={errors[amountKey]}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors({});
        }}
      />
      <TextField label="Note (optional)" hint="Kept in the card's history" maxLength={500} value={note} error={errors[noteKey]} onChange={(event) => setNote(event.target.value)} />
      <DialogFormFooter error={run.error} pending={run.isPending} submitLabel={text.confirm} onCancel={onClose} />
    </DialogForm>
  );
}

const rewardCost = (reward: LoyaltyCardDetail['rewards'][number]) => (reward.kind === 'stamps' ? 'one full stamp card' : `${reward.pointsCost} points`);

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
  const run = useCardOperation(businessId, customerId, card.id);
  const notify = useToast();
  const [rewardId, setRewardId] = useState(card.rewards.find((reward) => reward.available)?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groupId = useId();
  const chosen = card.rewards.find((reward) => reward.id === rewardId);

  function submit() {
    if (!chosen) {
      setErrors({ rewardId: 'Choose a reward' });
      return;
    }
    run.mutate(
      { operation: 'redeem', body: { rewardId: chosen.id } },
      {
        onSuccess: () => {
          notify(`${chosen.name} redeemed for ${customerName}`);
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
      title={`Redeem a reward for ${customerName}`}
      description={`The card has ${card.fullCards} full card${card.fullCards === 1 ? '' : 's'} and ${card.points} points.`}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset aria-describedby={errors.rewardId ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Reward</legend>
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
                  Costs {rewardCost(reward)}
                  {reward.available ? '' : ' — not enough on the card yet'}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessages id={groupId} error={errors.rewardId} />
      </fieldset>
      {chosen ? (
        <p className="text-sm text-slate-700">
          Redeeming spends {rewardCost(chosen)} from {customerName}&apos;s card. Give the reward now: this cannot be undone here.
        </p>
      ) : null}
      <DialogFormFooter
        error={run.error}
        pending={run.isPending}
        submitLabel={chosen ? `Redeem ${chosen.name}` : 'Redeem'}
        submitDisabled={card.rewards.length === 0}
        onCancel={onClose}
      />
    </DialogForm>
  );
}
