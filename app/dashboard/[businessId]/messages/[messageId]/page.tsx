// One e-mail of the outbox: its delivery, its HTML (sandboxed) and text parts; another business's is the 404 page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessageDetail } from '@/components/dashboard/messages/message-detail';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { requireBusiness } from '@/lib/dashboard/session';
import { getMessageOrThrow } from '@/lib/domain/mail/messages';
import { DomainError } from '@/lib/domain/shared/errors';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('messagesPage'))('detail.metaTitle') };
}

export default async function MessageRoute({ params }: { params: Promise<{ businessId: string; messageId: string }> }) {
  const { businessId, messageId } = await params;
  const { business } = await requireBusiness(businessId, 'messages');
  const message = await getMessageOrThrow(await getDb(), business.id, messageId, business.role).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  });
  return <MessageDetail businessId={business.id} initial={message} sending={Boolean(config.smtpUrl)} from={config.mailFrom} />;
}
