'use client';
// The dashboard's client state: one QueryClient per browser tab, and the toast outlet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { ToastProvider } from '@/components/ui/toast';

export function DashboardProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            // A 4xx will not change by retrying.
            retry: (count, error) => !(error instanceof DashboardApiError && error.status < 500) && count < 2,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
