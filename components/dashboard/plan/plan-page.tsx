'use client';
// The Plan page (owners): Basic and Shop side by side with what each includes, the current one marked; a change
// is confirmed first, and going down to Basic says plainly that the website and the shop go offline.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { businessPath, dashboardFetch } from '@/lib/dashboard/client/request';
import type { Plan } from '@/lib/domain/keys/scopes';

const PLANS: { plan: Plan; name: string; summary: string; includes: string[] }[] = [
  {
    plan: 'basic',
    name: 'Basic',
    summary: 'Run the counter and the books.',
    includes: ['Sales at the counter and cash sessions', 'Products, categories, stock and photos', 'Customers and loyalty cards', 'Invoices and credit notes (PDF, e-mail)', 'Reports', 'The Vitrine API for your own tools', 'Your team, with roles'],
  },
  {
    plan: 'shop',
    name: 'Shop',
    summary: 'Everything in Basic, and your business online.',
    includes: ['Everything in Basic', 'Your website, built with the page builder, on your own address', 'An online shop: cart, checkout, pick-up or delivery', 'Online orders with e-mails to your customers', 'Site, shop and orders in the API'],
  },
];

export function PlanPage({ businessId, plan }: { businessId: string; plan: Plan }) {
  const router = useRouter();
  const notify = useToast();
  const [target, setTarget] = useState<Plan | null>(null);
  const change = useMutation({
    mutationFn: (next: Plan) => dashboardFetch<{ plan: Plan }>(`${businessPath(businessId)}/plan`, { method: 'PATCH', body: { plan: next } }),
    onSuccess: ({ plan: next }) => {
      setTarget(null);
      notify(`This business is now on the ${next === 'shop' ? 'Shop' : 'Basic'} plan.`);
      router.refresh();
    },
    onError: (error) => {
      setTarget(null);
      notify(`Could not change the plan: ${error.message}`, 'error');
    },
  });
  const downgrade = target === 'basic';
  return (
    <>
      <PageHeader title="Plan" description="What this business has in Vitrine. A change applies at once, to the business and its sandbox." />
      <div className="grid gap-4 md:grid-cols-2">
        {PLANS.map((option) => {
          const current = option.plan === plan;
          return (
            <section
              key={option.plan}
              aria-labelledby={`plan-${option.plan}`}
              className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${current ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-3">
                <h2 id={`plan-${option.plan}`} className="text-lg font-semibold text-slate-900">
                  {option.name}
                </h2>
                {current ? <Badge tone="brand">Current plan</Badge> : null}
              </div>
              <p className="mt-1 text-sm text-slate-600">{option.summary}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                {option.includes.map((line) => (
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
                  <p className="text-sm font-medium text-slate-700">You are on this plan.</p>
                ) : (
                  <Button variant={option.plan === 'shop' ? 'primary' : 'secondary'} onClick={() => setTarget(option.plan)}>
                    {option.plan === 'shop' ? 'Switch to Shop' : 'Switch to Basic'}
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
        title={downgrade ? 'Switch to Basic?' : 'Switch to Shop?'}
        description={
          downgrade
            ? 'Your website and your online shop go offline at once: visitors see nothing, and no one can order online. Your pages, settings and past orders are kept, and come back if you switch to Shop again.'
            : 'The page builder, the website, the online shop and orders become available in this dashboard at once.'
        }
        confirmLabel={downgrade ? 'Switch to Basic' : 'Switch to Shop'}
        pending={change.isPending}
        onConfirm={() => target && change.mutate(target)}
      />
    </>
  );
}
