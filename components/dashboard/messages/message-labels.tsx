// What the Messages pages call each kind and state of message, the banner about SMTP_URL, and their one
// timestamp format (the dashboard's one: lib/domain/invoices/format.ts).
import { Badge } from '@/components/ui/badge';
import type { MessageStatus } from '@/lib/dashboard/client/messages';

const KINDS: Record<string, string> = {
  order_confirmation: 'Order confirmation',
  new_order: 'New order (to you)',
  order_ready: 'Ready for pickup',
  order_shipped: 'Shipped',
  order_cancelled: 'Cancelled',
  invoice: 'Invoice',
  credit_note: 'Credit note',
  team_invitation: 'Team invitation',
  email_verification: 'E-mail confirmation',
  password_reset: 'Password reset',
};

export const kindLabel = (kind: string) => KINDS[kind] ?? kind;

export { formatDateTime as formatTime } from '@/lib/i18n/format';

export function StatusBadge({ status }: { status: MessageStatus }) {
  if (status === 'sent') return <Badge tone="success">Sent</Badge>;
  if (status === 'failed') return <Badge tone="danger">Failed</Badge>;
  return <Badge tone="warning">Pending</Badge>;
}

/** Whether e-mail leaves the outbox: SMTP_URL set (and from which address), or not. */
export function SendingBanner({ sending, from }: { sending: boolean; from: string }) {
  if (sending) {
    return (
      <p className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        E-mail is sent through your SMTP server as <span className="font-medium">{from}</span>. A message that cannot be delivered is tried again, with growing
        pauses, and marked failed after its last attempt.
      </p>
    );
  }
  return (
    <div role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">No e-mail is sent: SMTP_URL is not set.</p>
      <p className="mt-1">
        Messages stay here as <em>pending</em>, so you can read what your customers and you would receive. Set <code className="rounded bg-amber-100 px-1">SMTP_URL</code>{' '}
        (for example <code className="break-all rounded bg-amber-100 px-1">smtp://user:password@mail.example.be:587</code>) and restart Vitrine: the pending messages are then sent.
      </p>
    </div>
  );
}
