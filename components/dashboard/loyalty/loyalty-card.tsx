'use client';
// A customer's loyalty card on their page: stamps towards the next reward, full cards ready, points, the
// programme's rewards, the actions (add/remove stamps, points, redeem) and the ledger, newest first. Without a
// card: "Give a loyalty card" when the business runs a programme, else a pointer to the Loyalty page.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '@/components/ui/i18n';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { FormError } from '@/components/ui/field';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { useOpenLoyaltyCard } from '@/lib/dashboard/client/customers';
import type { LedgerEntry, LoyaltyCardDetail } from '@/lib/domain/loyalty/schemas';
import { type CountOperation, CountDialog, RedeemDialog } from './card-operations';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`.replace('-', '−'));

type Translate = ReturnType<typeof useTranslations<'loyalty.card'>>;

function change(t: Translate, entry: LedgerEntry, rewards: LoyaltyCardDetail['rewards']): string {
  const amount = signed(entry.amount);
  switch (entry.kind) {
    case 'stamps_added':
    case 'stamps_removed':
      return Math.abs(entry.amount) === 1 ? t('changeStamp', { amount }) : t('changeStamps', { amount });
    case 'card_completed':
      return entry.amount === 1 ? t('changeFullCard', { amount }) : t('changeFullCards', { amount });
    case 'points_added':
    case 'points_removed':
      return t('changePoints', { amount });
    case 'reward_redeemed':
      return rewards.find((reward) => reward.id === entry.rewardId)?.kind === 'points' ? t('changePoints', { amount }) : t('changeFullCard', { amount });
    default:
      return '—';
  }
}

const after = (t: Translate, entry: LedgerEntry) =>
  entry.stampsAfter === null ? '—' : t('after', { stamps: entry.stampsAfter, full: entry.fullCardsAfter ?? 0, points: entry.pointsAfter ?? 0 });

export function LoyaltyCardSection({
  businessId,
  customerId,
  customerName,
  card,
  programOn,
}: {
  businessId: string;
  customerId: string;
  customerName: string;
  card: LoyaltyCardDetail | null;
  programOn: boolean;
}) {
  const t = useTranslations('loyalty.card');
  const f = useFormat();
  const [open, setOpen] = useState<null | CountOperation | 'redeem'>(null);
  const openCard = useOpenLoyaltyCard(businessId, customerId);
  const notify = useToast();

  if (!card) {
    return (
      <Card title={t('title')}>
        {programOn ? (
          <EmptyState
            title={t('noCard', { name: customerName })}
            action={
              <Button pending={openCard.isPending} onClick={() => openCard.mutate(undefined, { onSuccess: () => notify(t('given', { name: customerName })) })}>
                {t('give')}
              </Button>
            }
          >
            {t('withCard')}
            <FormError message={openCard.error?.message} />
          </EmptyState>
        ) : (
          <EmptyState title={t('noProgram')} action={<ButtonLink href={`/dashboard/${businessId}/loyalty`}>{t('setUp')}</ButtonLink>}>
            {t('onceRunning')}
          </EmptyState>
        )}
      </Card>
    );
  }

  const columns: ResponsiveColumn<LedgerEntry>[] = [
    { label: t('what'), primary: true, cell: (entry) => t(`kind.${entry.kind}`) },
    { label: t('change'), emphasis: true, nowrap: true, align: 'right', cell: (entry) => change(t, entry, card.rewards) },
    { label: t('when'), nowrap: true, cell: (entry) => f.dateTime(entry.createdAt) },
    { label: t('balanceAfter'), cell: (entry) => after(t, entry) },
    { label: t('note'), cell: (entry) => entry.note ?? '—' },
    { label: t('by'), cell: (entry) => t(`actor.${entry.actor}`) },
  ];
  const stampsLabel = t('stampsLabel', { stamps: card.stamps, perCard: card.stampsPerCard });

  return (
    <Card
      title={t('title')}
      actions={
        <Button onClick={() => setOpen('redeem')} disabled={card.rewards.length === 0}>
          {t('redeem')}
        </Button>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t('stamps')}</dt>
          <dd className="mt-1">
            <span className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="card-stamps">
              {card.stamps}
            </span>
            <span className="text-slate-600"> / {card.stampsPerCard}</span>
            <div className="mt-2 flex flex-wrap gap-1" role="img" aria-label={stampsLabel}>
              {Array.from({ length: card.stampsPerCard }, (_, i) => (
                <span key={i} className={`size-3.5 rounded-full ring-1 ring-inset ${i < card.stamps ? 'bg-brand-700 ring-brand-700' : 'bg-white ring-slate-300'}`} />
              ))}
            </div>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('rewardsReady')}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900" data-testid="card-full">
            {card.fullCards}
          </dd>
          <dd className="text-xs text-slate-600">{card.fullCards === 1 ? t('fullCardOne') : t('fullCardOther')}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('points')}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900" data-testid="card-points">
            {card.points}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setOpen('stamps')}>
          {t('addStamps')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen('stamps/remove')} disabled={card.stamps === 0}>
          {t('removeStamps')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen('points')}>
          {t('addPoints')}
        </Button>
      </div>
      {card.rewards.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{t('rewards')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {card.rewards.map((reward) => (
              <li key={reward.id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5">
                <span className="text-slate-900">{reward.name}</span>
                <span className="text-slate-600">{reward.kind === 'stamps' ? t('oneFullCard') : t('pointsCost', { points: reward.pointsCost ?? 0 })}</span>
                {reward.available ? <Badge tone="success">{t('available')}</Badge> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-5">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('history')}</h3>
        {card.ledger.length === 0 ? (
          <p className="text-sm text-slate-600">{t('historyEmpty')}</p>
        ) : (
          <ResponsiveTable caption={t('historyCaption', { name: customerName })} rows={card.ledger} columns={columns} rowKey={(entry) => entry.id} minWidth="40rem" />
        )}
        {card.ledger.length >= 50 ? <p className="mt-2 text-xs text-slate-600">{t('latest', { n: card.ledger.length })}</p> : null}
      </div>
      {open === 'redeem' ? (
        <RedeemDialog businessId={businessId} customerId={customerId} customerName={customerName} card={card} onClose={() => setOpen(null)} />
      ) : open ? (
        <CountDialog businessId={businessId} customerId={customerId} card={card} operation={open} onClose={() => setOpen(null)} />
      ) : null}
    </Card>
  );
}
