'use client';
import { PageError } from '@/components/dashboard/customers/page-states';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <PageError title="Customer" what="this customer" reset={reset} />;
}
