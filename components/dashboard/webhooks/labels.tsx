'use client';
// What the Webhooks pages say the same way everywhere: the mode badge, the endpoint's state, a delivery's status,
// the summary of its event types.
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { type DeliveryStatus, type EndpointMode, type EndpointState, type WebhookEndpointView, endpointState } from '@/lib/dashboard/webhooks-schema';

export function ModeBadge({ mode }: { mode: EndpointMode }) {
  const t = useTranslations('webhooks');
  return <Badge tone={mode === 'live' ? 'brand' : 'warning'}>{mode === 'live' ? t('live') : t('test')}</Badge>;
}

const STATE_TONES = { enabled: 'success', disabled: 'neutral', failing: 'danger', gone: 'danger' } as const satisfies Record<EndpointState, string>;

export function StateBadge({ endpoint }: { endpoint: Pick<WebhookEndpointView, 'enabled' | 'disabledReason'> }) {
  const t = useTranslations('webhooks');
  const state = endpointState(endpoint);
  return <Badge tone={STATE_TONES[state]}>{t(`state.${state}`)}</Badge>;
}

const STATUS_TONES = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const satisfies Record<DeliveryStatus, string>;

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const t = useTranslations('webhooks');
  return <Badge tone={STATUS_TONES[status]}>{t(`deliveryStatus.${status}`)}</Badge>;
}

/** "All events" or "3 events". */
export function useEventsSummary() {
  const t = useTranslations('webhooks');
  return (eventTypes: string[]) => (eventTypes.includes('*') ? t('events.all') : t('events.count', { count: eventTypes.length }));
}

export const linkClass = 'rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
