'use client';
// The shop's setup checklist: the same checks as `setupIssues` of GET /public/shop, each done or missing, with
// a link to where it is fixed (the Business page for bank details, contact and locations; Products for sales).
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { SetupCheck } from '@/lib/dashboard/client/shop';
import type { SetupIssueCode } from '@/lib/domain/shop/schemas';

const ITEMS: Record<SetupIssueCode, { done: string; fix: string; where: 'business' | 'products' }> = {
  no_way_to_order: { done: 'Shoppers can order (pickup or delivery)', fix: 'Open the Business page', where: 'business' },
  no_iban: { done: 'IBAN given: shoppers can pay by transfer', fix: 'Add an IBAN', where: 'business' },
  no_pickup_address: { done: 'A location has an address: pickup is offered', fix: 'Add a location address', where: 'business' },
  no_contact_email: { done: 'Contact e-mail given: you receive new-order notices', fix: 'Add a contact e-mail', where: 'business' },
  no_products_for_sale: { done: 'Products are for sale', fix: 'Open Products', where: 'products' },
};

/** The checklist card of the Shop settings page. */
export function SetupChecklist({ businessId, checklist }: { businessId: string; checklist: SetupCheck[] }) {
  const missing = checklist.filter((item) => item.missing).length;
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          Ready to take orders?
          {missing === 0 ? <Badge tone="success">All set</Badge> : <Badge tone="warning">
              <span className="whitespace-nowrap">{missing === 1 ? '1 thing missing' : `${missing} things missing`}</span>
            </Badge>}
        </span>
      }
      description="Your storefront offers only what you can honour: pickup at a location with an address, payment by transfer once you give an IBAN, delivery (paid by transfer) when you ship."
    >
      <ul role="list" className="divide-y divide-slate-200" data-setup-checklist="">
        {checklist.map((item) => {
          const text = ITEMS[item.code];
          return (
            <li key={item.code} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm" data-setup-check={item.code} data-missing={item.missing ? 'true' : 'false'}>
              <span aria-hidden="true" className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${item.missing ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'}`}>
                {item.missing ? '!' : '✓'}
              </span>
              <span className="min-w-0 flex-1 text-slate-800">
                <span className="sr-only">{item.missing ? 'Missing: ' : 'Done: '}</span>
                {item.missing ? item.message : text.done}
              </span>
              {item.missing ? (
                <a
                  href={`/dashboard/${businessId}/${text.where}`}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {text.fix}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
