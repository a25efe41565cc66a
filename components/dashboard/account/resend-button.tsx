'use client';
// "Resend" a verification link to the signed-in person's address; says where it went.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { DashboardApiError, dashboardFetch } from '@/lib/dashboard/client/request';

export function ResendVerificationButton({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  const t = useTranslations('auth');
  const resend = useMutation({ mutationFn: () => dashboardFetch<{ sentTo: string }>('/email-verification/resend', { method: 'POST' }) });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size={size} pending={resend.isPending} onClick={() => resend.mutate()}>
        {label ?? t('resend.default')}
      </Button>
      <span role="status" className="text-sm text-slate-700">
        {resend.isSuccess
          ? t('resend.sent', { email: resend.data.sentTo })
          : resend.error
            ? resend.error instanceof DashboardApiError
              ? resend.error.message
              : t('unreachableShort')
            : null}
      </span>
    </span>
  );
}
