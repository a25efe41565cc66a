'use client';
// The Sales pages when transactions or sessions cannot be read: what happened and a way to try again.
import { ReadError } from '@/components/dashboard/reports/read-error';

export default function SalesError({ reset }: { error: Error; reset: () => void }) {
  return <ReadError what="sales" reset={reset} />;
}
