'use client';
// When a report cannot be read (the database is unreachable, say): what happened and a way to try again.
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';

export default function ReportsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <EmptyState title="The report could not be read" action={<Button onClick={reset}>Try again</Button>}>
      Something went wrong on our side. Your sales are safe; try again in a moment.
    </EmptyState>
  );
}
