'use client';
// One message of the outbox: to whom, what, its state and attempts, "Retry" when it failed, the HTML part in a
// sandboxed frame (no scripts, no same origin; inline images shown from data: URLs) and the text part.
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { useFormat } from '@/components/ui/i18n';
import { useToast } from '@/components/ui/toast';
import { type MessageView, useMessage, useRetryMessage } from '@/lib/dashboard/client/messages';
import { kindLabel, SendingBanner, StatusBadge } from './message-labels';

export function MessageDetail({ businessId, initial, sending, from }: { businessId: string; initial: MessageView; sending: boolean; from: string }) {
  const t = useTranslations('messagesPage');
  const common = useTranslations('common');
  const f = useFormat();
  const query = useMessage(businessId, initial.id, initial);
  const retry = useRetryMessage(businessId);
  const notify = useToast();
  const message = query.data ?? initial;
  const base = `/dashboard/${businessId}`;

  const facts: [string, ReactNode][] = [
    [t('fact.to'), message.to.name ? `${message.to.name} <${message.to.address}>` : message.to.address],
    [t('fact.replyTo'), message.replyTo ?? '—'],
    [t('fact.kind'), kindLabel(message.kind, t)],
    [common('status'), <StatusBadge key="status" status={message.status} />],
    [t('fact.attempts'), f.count(message.attempts)],
    [t('fact.created'), f.dateTime(message.createdAt)],
  ];
  if (message.sentAt) facts.push([t('fact.sent'), f.dateTime(message.sentAt)]);
  else if (message.status === 'pending' && message.attempts > 0) facts.push([t('fact.nextAttempt'), f.dateTime(message.nextAttemptAt)]);
  if (message.lastError) facts.push([t('fact.lastError'), message.lastError]);
  if (message.orderId) {
    facts.push([
      t('fact.order'),
      <a key="order" href={`${base}/orders/${message.orderId}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {t('detail.viewTheOrder')}
      </a>,
    ]);
  }

  const actions = (
    <>
      <ButtonLink href={`${base}/messages`}>{t('detail.allMessages')}</ButtonLink>
      {message.status === 'failed' ? (
        <Button
          pending={retry.isPending}
          onClick={() =>
            retry.mutate(message.id, {
              onSuccess: () => notify(t('detail.retried')),
              onError: (error) => notify(t('detail.retryFailed', { error: error.message }), 'error'),
            })
          }
        >
          {t('detail.retry')}
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader title={message.subject} description={t('kindTo', { kind: kindLabel(message.kind, t), address: message.to.address })} actions={actions} />
      <SendingBanner sending={sending} from={from} />
      <div className="space-y-6">
        <Card title={t('detail.delivery')}>
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
          <Card title={t('detail.content')}>
            <p className="text-sm text-slate-700">{t('detail.withheld')}</p>
          </Card>
        ) : (
          <>
        <Card title={t('detail.asSeen')} description={t('detail.asSeenHint')}>
          <iframe
            title={t('detail.htmlFrame', { subject: message.subject })}
            sandbox=""
            srcDoc={message.htmlPreview}
            className="h-[44rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        </Card>
        <Card title={t('detail.textPart')} description={t('detail.textPartHint')}>
          <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-mono text-xs leading-5 text-slate-800">{message.text}</pre>
        </Card>
          </>
        )}
        {message.attachments.length ? (
          <Card title={t('detail.attachments')}>
            <ul className="space-y-1 text-sm text-slate-800">
              {message.attachments.map((attachment) => (
                <li key={attachment.filename}>
                  {t(attachment.cid ? 'detail.attachmentInline' : 'detail.attachment', {
                    filename: attachment.filename,
                    type: attachment.contentType,
                    size: f.count(Math.ceil(attachment.size / 1024)),
                  })}
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </>
  );
}
