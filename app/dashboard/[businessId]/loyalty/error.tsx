'use client';
import { PageError } from '@/components/dashboard/customers/page-states';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <PageError title="Loyalty" what="the loyalty programme" reset={reset} />;
}
