'use client';
// A customer's loyalty card on their page: stamps towards the next reward, full cards ready, points, the
// programme's rewards, the actions (add/remove stamps, points, redeem) and the ledger, newest first. Without a
// card: "Give a loyalty card" when the business runs a programme, else a pointer to the Loyalty page.
import { useState } from 'react';
import { formatDateTime } from '@/components/dashboard/customers/format';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { FormError } from '@/components/ui/field';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { useOpenLoyaltyCard } from '@/lib/dashboard/client/customers';
import type { LedgerEntry, LoyaltyCardDetail } from '@/lib/domain/loyalty/schemas';
import { type CountOperation, CountDialog, RedeemDialog } from './card-operations';

const KIND_LABELS: Record<LedgerEntry['kind'], string> = {
  stamps_added: 'Stamps added',
  stamps_removed: 'Stamps removed',
  card_completed: 'Card completed',
  points_added: 'Points added',
  points_removed: 'Points deducted',
  reward_redeemed: 'Reward redeemed',
  coupon_redeemed: 'Coupon used',
};

const ACTOR_LABELS: Record<LedgerEntry['actor'], string> = { dashboard: 'Dashboard', api: 'API', system: 'Vitrine' };

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`.replace('-', '−'));

function change(entry: LedgerEntry, rewards: LoyaltyCardDetail['rewards']): string {
  switch (entry.kind) {
    case 'stamps_added':
    case 'stamps_removed':
      return `${signed(entry.amount)} stamp${Math.abs(entry.amount) === 1 ? '' : 's'}`;
    case 'card_completed':
      return `${signed(entry.amount)} full card${entry.amount === 1 ? '' : 's'}`;
    case 'points_added':
    case 'points_removed':
      return `${signed(entry.amount)} pts`;
    case 'reward_redeemed':
      return rewards.find((reward) => reward.id === entry.rewardId)?.kind === 'points' ? `${signed(entry.amount)} pts` : `${signed(entry.amount)} full card`;
    default:
      return '—';
  }
}

const after = (entry: LedgerEntry) =>
  entry.stampsAfter === null ? '—' : `${entry.stampsAfter} stamps · ${entry.fullCardsAfter} full · ${entry.pointsAfter} pts`;

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
  const [open, setOpen] = useState<null | CountOperation | 'redeem'>(null);
  const openCard = useOpenLoyaltyCard(businessId, customerId);
  const notify = useToast();

  if (!card) {
    return (
      <Card title="Loyalty card">
        {programOn ? (
          <EmptyState
            title={`${customerName} has no loyalty card yet`}
            action={
              <Button pending={openCard.isPending} onClick={() => openCard.mutate(undefined, { onSuccess: () => notify(`Loyalty card given to ${customerName}`) })}>
                Give a loyalty card
              </Button>
            }
          >
            With a card they collect stamps and points.
            <FormError message={openCard.error?.message} />
          </EmptyState>
        ) : (
          <EmptyState title="No loyalty programme yet" action={<ButtonLink href={`/dashboard/${businessId}/loyalty`}>Set up loyalty</ButtonLink>}>
            Once your programme runs, every customer gets a card.
          </EmptyState>
        )}
      </Card>
    );
  }

  const columns: ResponsiveColumn<LedgerEntry>[] = [
    { label: 'What', primary: true, cell: (entry) => KIND_LABELS[entry.kind] },
    { label: 'Change', emphasis: true, nowrap: true, align: 'right', cell: (entry) => change(entry, card.rewards) },
    { label: 'When', nowrap: true, cell: (entry) => formatDateTime(entry.createdAt) },
    { label: 'Balance after', cell: after },
    { label: 'Note', cell: (entry) => entry.note ?? '—' },
    { label: 'By', cell: (entry) => ACTOR_LABELS[entry.actor] },
  ];
  const stampsLabel = `${card.stamps} of ${card.stampsPerCard} stamps towards the next reward`;

  return (
    <Card
      title="Loyalty card"
      actions={
        <Button onClick={() => setOpen('redeem')} disabled={card.rewards.length === 0}>
          Redeem reward…
        </Button>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Stamps</dt>
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
          <dt className="text-sm text-slate-600">Rewards ready</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900" data-testid="card-full">
            {card.fullCards}
          </dd>
          <dd className="text-xs text-slate-600">full stamp card{card.fullCards === 1 ? '' : 's'}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Points</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900" data-testid="card-points">
            {card.points}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setOpen('stamps')}>
          Add stamps…
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen('stamps/remove')} disabled={card.stamps === 0}>
          Remove stamps…
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen('points')}>
          Add points…
        </Button>
      </div>
      {card.rewards.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">Rewards</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {card.rewards.map((reward) => (
              <li key={reward.id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5">
                <span className="text-slate-900">{reward.name}</span>
                <span className="text-slate-600">{reward.kind === 'stamps' ? '1 full card' : `${reward.pointsCost} pts`}</span>
                {reward.available ? <Badge tone="success">Available</Badge> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-5">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">History</h3>
        {card.ledger.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing on this card yet.</p>
        ) : (
          <ResponsiveTable caption={`Loyalty history of ${customerName}, newest first`} rows={card.ledger} columns={columns} rowKey={(entry) => entry.id} minWidth="40rem" />
        )}
        {card.ledger.length >= 50 ? <p className="mt-2 text-xs text-slate-600">The latest {card.ledger.length} entries.</p> : null}
      </div>
      {open === 'redeem' ? (
        <RedeemDialog businessId={businessId} customerId={customerId} customerName={customerName} card={card} onClose={() => setOpen(null)} />
      ) : open ? (
        <CountDialog businessId={businessId} customerId={customerId} card={card} operation={open} onClose={() => setOpen(null)} />
      ) : null}
    </Card>
  );
}
