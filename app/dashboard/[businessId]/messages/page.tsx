// The e-mail outbox: what was sent, what waits (and why: SMTP_URL unset, a mail server down), what failed.
import type { Metadata } from 'next';
import { MessagesPage } from '@/components/dashboard/messages/messages-page';
import { config } from '@/lib/config';
import { requireBusiness } from '@/lib/dashboard/session';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('messagesPage'))('title') };
}

export default async function MessagesRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'messages');
  return <MessagesPage businessId={business.id} sending={Boolean(config.smtpUrl)} from={config.mailFrom} />;
}
