'use client';
// One message of the outbox: to whom, what, its state and attempts, "Retry" when it failed, the HTML part in a
// sandboxed frame (no scripts, no same origin; inline images shown from data: URLs) and the text part.
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { type MessageView, useMessage, useRetryMessage } from '@/lib/dashboard/client/messages';
import { formatTime, kindLabel, SendingBanner, StatusBadge } from './message-labels';

export function MessageDetail({ businessId, initial, sending, from }: { businessId: string; initial: MessageView; sending: boolean; from: string }) {
  const query = useMessage(businessId, initial.id, initial);
  const retry = useRetryMessage(businessId);
  const notify = useToast();
  const message = query.data ?? initial;
  const base = `/dashboard/${businessId}`;

  const facts: [string, ReactNode][] = [
    ['To', message.to.name ? `${message.to.name} <${message.to.address}>` : message.to.address],
    ['Reply-To', message.replyTo ?? '—'],
    ['Kind', kindLabel(message.kind)],
    ['Status', <StatusBadge key="status" status={message.status} />],
    ['Attempts', String(message.attempts)],
    ['Created', formatTime(message.createdAt)],
  ];
  if (message.sentAt) facts.push(['Sent', formatTime(message.sentAt)]);
  else if (message.status === 'pending' && message.attempts > 0) facts.push(['Next attempt', formatTime(message.nextAttemptAt)]);
  if (message.lastError) facts.push(['Last error', message.lastError]);
  if (message.orderId) {
    facts.push([
      'Order',
      <a key="order" href={`${base}/orders/${message.orderId}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        View the order
      </a>,
    ]);
  }

  const actions = (
    <>
      <ButtonLink href={`${base}/messages`}>All messages</ButtonLink>
      {message.status === 'failed' ? (
        <Button
          pending={retry.isPending}
          onClick={() =>
            retry.mutate(message.id, {
              onSuccess: () => notify('The message is pending again: it is sent at the next attempt.'),
              onError: (error) => notify(`Could not retry: ${error.message}`, 'error'),
            })
          }
        >
          Retry
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader title={message.subject} description={`${kindLabel(message.kind)} to ${message.to.address}`} actions={actions} />
      <SendingBanner sending={sending} from={from} />
      <div className="space-y-6">
        <Card title="Delivery">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        {message.withheld ? (
          <Card title="Content">
            <p className="text-sm text-slate-700">
              Only an owner can open this message: it holds a link that lets its holder join this business or sign in.
            </p>
          </Card>
        ) : (
          <>
        <Card title="As the customer sees it" description="The HTML part, shown without scripts.">
          <iframe
            title={`HTML part of “${message.subject}”`}
            sandbox=""
            srcDoc={message.htmlPreview}
            className="h-[44rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        </Card>
        <Card title="Text part" description="For e-mail programs that show no HTML.">
          <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-mono text-xs leading-5 text-slate-800">{message.text}</pre>
        </Card>
          </>
        )}
        {message.attachments.length ? (
          <Card title="Attachments">
            <ul className="space-y-1 text-sm text-slate-800">
              {message.attachments.map((attachment) => (
                <li key={attachment.filename}>
                  {attachment.filename} ({attachment.contentType}, {Math.ceil(attachment.size / 1024)} kB{attachment.cid ? ', shown in the message' : ''})
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </>
  );
}
