'use client';
// The Plan page (owners): Basic and Shop side by side with what each includes, the current one marked; a change
// is confirmed first, and going down to Basic says plainly that the website and the shop go offline.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { businessPath, dashboardFetch } from '@/lib/dashboard/client/request';
import type { Plan } from '@/lib/domain/keys/scopes';

/** The plans and how many lines of what each includes (`plan.<plan>.includes.<n>` in the messages). */
const PLANS: { plan: Plan; includes: number }[] = [
  { plan: 'basic', includes: 7 },
  { plan: 'shop', includes: 5 },
];

export function PlanPage({ businessId, plan }: { businessId: string; plan: Plan }) {
  const router = useRouter();
  const notify = useToast();
  const t = useTranslations('plan');
  const [target, setTarget] = useState<Plan | null>(null);
  const change = useMutation({
    mutationFn: (next: Plan) => dashboardFetch<{ plan: Plan }>(`${businessPath(businessId)}/plan`, { method: 'PATCH', body: { plan: next } }),
    onSuccess: ({ plan: next }) => {
      setTarget(null);
      notify(t('changed', { plan: next }));
      router.refresh();
    },
    onError: (error) => {
      setTarget(null);
      notify(t('changeFailed', { message: error.message }), 'error');
    },
  });
  const downgrade = target === 'basic';
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-4 md:grid-cols-2">
        {PLANS.map((option) => {
          const current = option.plan === plan;
          const includes = Array.from({ length: option.includes }, (_, n) => t(`${option.plan}.includes.${n}` as `basic.includes.0`));
          return (
            <section
              key={option.plan}
              aria-labelledby={`plan-${option.plan}`}
              className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${current ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-3">
                <h2 id={`plan-${option.plan}`} className="text-lg font-semibold text-slate-900">
                  {t(`${option.plan}.name`)}
                </h2>
                {current ? <Badge tone="brand">{t('current')}</Badge> : null}
              </div>
              <p className="mt-1 text-sm text-slate-600">{t(`${option.plan}.summary`)}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                {includes.map((line) => (
                  <li key={line} className="flex gap-2">
                    <svg viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-brand-700" fill="none" aria-hidden="true">
                      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {line}
                  </li>
                ))}
              </ul>
              <div className="mt-5">
                {current ? (
                  <p className="text-sm font-medium text-slate-700">{t('onThisPlan')}</p>
                ) : (
                  <Button variant={option.plan === 'shop' ? 'primary' : 'secondary'} onClick={() => setTarget(option.plan)}>
                    {option.plan === 'shop' ? t('toShop') : t('toBasic')}
                  </Button>
                )}
              </div>
            </section>
          );
        })}
      </div>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open && !change.isPending) setTarget(null);
        }}
        title={downgrade ? t('toBasicTitle') : t('toShopTitle')}
        description={
          downgrade
            ? t('downgradeDescription')
            : t('upgradeDescription')
        }
        confirmLabel={downgrade ? t('toBasic') : t('toShop')}
        pending={change.isPending}
        onConfirm={() => target && change.mutate(target)}
      />
    </>
  );
}
