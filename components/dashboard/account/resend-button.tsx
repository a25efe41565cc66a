'use client';
// "Resend" a verification link to the signed-in person's address; says where it went.
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';

export function ResendVerificationButton({ size = 'md', label = 'Send a new link' }: { size?: 'sm' | 'md'; label?: string }) {
  const resend = useMutation({ mutationFn: () => dashboardFetch<{ sentTo: string }>('/email-verification/resend', { method: 'POST' }) });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size={size} pending={resend.isPending} onClick={() => resend.mutate()}>
        {label}
      </Button>
      <span role="status" className="text-sm text-slate-700">
        {resend.isSuccess
          ? `Sent to ${resend.data.sentTo}.`
          : resend.error
            ? resend.error instanceof DashboardApiError
              ? resend.error.message
              : 'Could not reach Vitrine. Try again.'
            : null}
      </span>
    </span>
  );
}
