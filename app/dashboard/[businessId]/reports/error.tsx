'use client';
// The Reports page when a report cannot be read: what happened and a way to try again.
import { ReadError } from '@/components/dashboard/reports/read-error';

export default function ReportsError({ reset }: { error: Error; reset: () => void }) {
  return <ReadError what="report" reset={reset} />;
}
