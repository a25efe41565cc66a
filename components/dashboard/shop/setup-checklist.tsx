'use client';
// The shop's setup checklist: the same checks as `setupIssues` of GET /public/shop, each done or missing, with
// a link to where it is fixed (the Business page for bank details, contact and locations; Products for sales).
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { SetupCheck } from '@/lib/dashboard/client/shop';
import type { SetupIssueCode } from '@/lib/domain/shop/schemas';

// Where each check is fixed; its words (done, missing, the link) are shopSettings.setup.check.<code>.
const WHERE: Record<SetupIssueCode, 'business' | 'products'> = {
  no_way_to_order: 'business',
  no_iban: 'business',
  no_pickup_address: 'business',
  no_contact_email: 'business',
  no_products_for_sale: 'products',
};

/** The checklist card of the Shop settings page. */
export function SetupChecklist({ businessId, checklist }: { businessId: string; checklist: SetupCheck[] }) {
  const missing = checklist.filter((item) => item.missing).length;
  const t = useTranslations('shopSettings.setup');
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          {t('title')}
          {missing === 0 ? <Badge tone="success">{t('allSet')}</Badge> : <Badge tone="warning">
              <span className="whitespace-nowrap">{t('missingCount', { count: missing })}</span>
            </Badge>}
        </span>
      }
      description={t('description')}
    >
      <ul role="list" className="divide-y divide-slate-200" data-setup-checklist="">
        {checklist.map((item) => {
          return (
            <li key={item.code} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm" data-setup-check={item.code} data-missing={item.missing ? 'true' : 'false'}>
              <span aria-hidden="true" className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${item.missing ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'}`}>
                {item.missing ? '!' : '✓'}
              </span>
              <span className="min-w-0 flex-1 text-slate-800">
                <span className="sr-only">{item.missing ? t('missing') : t('done')}</span>
                {t(item.missing ? `check.${item.code}.missing` : `check.${item.code}.done`)}
              </span>
              {item.missing ? (
                <a
                  href={`/dashboard/${businessId}/${WHERE[item.code]}`}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t(`check.${item.code}.fix`)}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
