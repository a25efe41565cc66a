// No loading.tsx here: a streamed page could no longer answer a customer of another business with a 404 status.
'use client';
import { PageError } from '@/components/dashboard/customers/page-states';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <PageError title="Customers" what="your customers" reset={reset} />;
}
