// What the Messages pages call each kind and state of message, the banner about SMTP_URL, and their one
// timestamp format (the dashboard's one, in the user's language: useFormat().dateTime).
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import type { MessageStatus } from '@/lib/dashboard/client/messages';
import type { Translator } from '@/lib/i18n/translator';
import { slot, withNodes } from '../overview/slots';

const KINDS = [
  'order_confirmation',
  'new_order',
  'order_ready',
  'order_shipped',
  'order_cancelled',
  'invoice',
  'credit_note',
  'team_invitation',
  'email_verification',
  'password_reset',
  'webhook_endpoint_disabled',
] as const;

const isKind = (kind: string): kind is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(kind);

export const kindLabel = (kind: string, t: Translator<'messagesPage'>) => (isKind(kind) ? t(`kind.${kind}`) : kind);

export function StatusBadge({ status }: { status: MessageStatus }) {
  const t = useTranslations('messagesPage');
  if (status === 'sent') return <Badge tone="success">{t('status.sent')}</Badge>;
  if (status === 'failed') return <Badge tone="danger">{t('status.failed')}</Badge>;
  return <Badge tone="warning">{t('status.pending')}</Badge>;
}

/** Whether e-mail leaves the outbox: SMTP_URL set (and from which address), or not. */
export function SendingBanner({ sending, from }: { sending: boolean; from: string }) {
  const t = useTranslations('messagesPage');
  if (sending) {
    return (
      <p className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {withNodes(t('banner.sending', { from: slot('from') }), { from: <span className="font-medium">{from}</span> })}
      </p>
    );
  }
  return (
    <div role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t('banner.notSendingTitle')}</p>
      <p className="mt-1">
        {withNodes(t('banner.notSending', { pending: slot('pending'), variable: slot('variable'), example: slot('example') }), {
          pending: <em>{t('banner.pending')}</em>,
          variable: <code className="rounded bg-amber-100 px-1">SMTP_URL</code>,
          // i18n-ignore: a sample address, the same in every language
          example: <code className="break-all rounded bg-amber-100 px-1">smtp://user:password@mail.example.be:587</code>,
        })}
      </p>
    </div>
  );
}
