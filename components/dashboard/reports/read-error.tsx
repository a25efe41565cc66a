'use client';
// What the Reports and Sales pages show when their figures cannot be read (the database unreachable, say).
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';

export function ReadError({ what, reset }: { what: string; reset: () => void }) {
  return (
    <EmptyState title={`${what} could not be read`} action={<Button onClick={reset}>Try again</Button>}>
      Something went wrong on our side. Your sales are safe; try again in a moment.
    </EmptyState>
  );
}
