// The confirmation page: order number, what to pay and how (IBAN + Belgian structured reference), where
// to pick up or where it is delivered, and the items. Pure: everything comes from props.
import type { BlockRenderContext } from '@/blocks/types';
import { PageTitle } from './cart-page';
import { checkoutLabels as labels } from './checkout-labels';
import { formatPrice } from '@/blocks/kit/shop';
import { card, headingFont, textLink } from '@/blocks/kit/styles';

export type ConfirmationProps = {
  ctx: BlockRenderContext;
  currency: string;
  number: number;
  reference: string;
  total: number;
  payee: { name: string; iban: string | null };
  pickup: { name: string; address: { line1: string; postalCode: string; city: string } | null } | null;
  address: { line1: string; line2?: string | null; postalCode: string; city: string; country: string } | null;
  lines: { description: string; quantity: number; lineTotal: number }[];
};

function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim();
}

export function OrderConfirmation({ ctx, currency, number, reference, total, payee, pickup, address, lines }: ConfirmationProps) {
  const price = (amount: number) => formatPrice(amount, currency, ctx.locale);
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14" data-page="confirmation">
      <PageTitle>{labels.confirmationTitle}</PageTitle>
      <p className="mt-4 text-lg">
        {labels.orderNumber} : <strong data-order-number="">{number}</strong>
      </p>
      <section aria-labelledby="pay-title" className={`${card} mt-8 space-y-4 p-6`}>
        <h2 id="pay-title" className={`${headingFont} text-xl font-semibold`}>
          {labels.payment}
        </h2>
        <p>{labels.payByTransfer}</p>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="text-(--vt-color-muted)">{labels.amount}</dt>
          <dd className="font-semibold tabular-nums">{price(total)}</dd>
          <dt className="text-(--vt-color-muted)">{labels.reference}</dt>
          <dd className="font-mono text-lg font-semibold tracking-wide" data-structured-reference="">
            {reference}
          </dd>
          {payee.iban ? (
            <>
              <dt className="text-(--vt-color-muted)">{labels.iban}</dt>
              <dd className="font-mono" data-iban="">
                {formatIban(payee.iban)}
              </dd>
            </>
          ) : null}
          <dt className="text-(--vt-color-muted)">{labels.beneficiary}</dt>
          <dd>{payee.name}</dd>
        </dl>
        {pickup ? <p className="text-sm text-(--vt-color-muted)">{labels.payAtPickup}</p> : null}
      </section>
      <section aria-labelledby="receive-title" className="mt-8 space-y-2">
        <h2 id="receive-title" className={`${headingFont} text-xl font-semibold`}>
          {pickup ? labels.pickupWhere : labels.deliverTo}
        </h2>
        {pickup ? (
          <p>
            <strong>{pickup.name}</strong>
            {pickup.address ? (
              <span className="block text-(--vt-color-muted)">
                {pickup.address.line1}, {pickup.address.postalCode} {pickup.address.city}
              </span>
            ) : null}
          </p>
        ) : address ? (
          <p>
            {address.line1}
            {address.line2 ? <span className="block">{address.line2}</span> : null}
            <span className="block">
              {address.postalCode} {address.city} ({address.country})
            </span>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="items-title" className="mt-8">
        <h2 id="items-title" className={`${headingFont} text-xl font-semibold`}>
          {labels.orderedItems}
        </h2>
        <ul role="list" className="mt-3 divide-y divide-(--vt-color-border) border-y border-(--vt-color-border)">
          {lines.map((line, i) => (
            <li key={i} className="flex justify-between gap-4 py-3">
              <span>
                {line.quantity} × {line.description}
              </span>
              <span className="tabular-nums">{price(line.lineTotal)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-4 py-3 font-semibold">
            <span>{labels.total}</span>
            <span className="tabular-nums">{price(total)}</span>
          </li>
        </ul>
      </section>
      <p className="mt-8">
        <a href={`${ctx.basePath}/products`} className={textLink}>
          {labels.continueShopping}
        </a>
      </p>
    </div>
  );
}
