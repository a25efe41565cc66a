// The confirmation page: order number, what to pay and how — for a transfer the beneficiary, IBAN, BIC, amount,
// Belgian structured reference and the EPC QR code; for payment at pickup the amount due there — where and
// when to pick up or where it is delivered, and the items. Pure: everything comes from props.
import type { BlockRenderContext } from '@/blocks/types';
import { PageTitle } from './cart-page';
import { checkoutLabelsFor } from './checkout-labels';
import { contextIn, storefrontLanguage, storefrontPrice } from './site-labels';
import { card, headingFont, textLink } from '@/blocks/kit/styles';
import { formatIban } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/translator';

export type ConfirmationProps = {
  ctx: BlockRenderContext;
  /** The storefront's language (the order's); by default that of `ctx.locale`. */
  locale?: Locale;
  currency: string;
  number: number;
  reference: string;
  total: number;
  paymentMethod: 'transfer' | 'at_pickup';
  /** Where a transfer goes; null for payment at pickup (or, for a transfer, when the IBAN was removed since). */
  transfer: { name: string; iban: string; bic: string | null } | null;
  /** The EPC QR code (an SVG document) of the transfer, when it can be encoded (EUR). */
  qrSvg: string | null;
  /** `day` is already formatted, in the page's language (formatPickupDayIn). */
  pickup: { name: string; address: { line1: string; postalCode: string; city: string } | null; day: string | null } | null;
  address: { line1: string; line2?: string | null; postalCode: string; city: string; country: string } | null;
  lines: { description: string; quantity: number; lineTotal: number }[];
};

export function OrderConfirmation({ ctx: context, locale, currency, number, reference, total, paymentMethod, transfer, qrSvg, pickup, address, lines }: ConfirmationProps) {
  const ctx = contextIn(context, locale);
  const language = storefrontLanguage(ctx.locale);
  const labels = checkoutLabelsFor(language);
  const price = (amount: number) => storefrontPrice(amount, currency, language);
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14" data-page="confirmation">
      <PageTitle>{labels.confirmationTitle}</PageTitle>
      <p className="mt-4 text-lg">
        {labels.orderNumberIs} <strong data-order-number="">{number}</strong>
      </p>
      <section aria-labelledby="pay-title" className={`${card} mt-8 space-y-4 p-6`} data-payment-method={paymentMethod}>
        <h2 id="pay-title" className={`${headingFont} text-xl font-semibold`}>
          {paymentMethod === 'at_pickup' ? labels.payAtPickup : labels.payment}
        </h2>
        {paymentMethod === 'at_pickup' ? (
          <p>{labels.payAtPickupText(price(total))}</p>
        ) : transfer ? (
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-4">
              <p>{labels.payByTransfer}</p>
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
                <dt className="text-(--vt-color-muted)">{labels.beneficiary}</dt>
                <dd data-beneficiary="">{transfer.name}</dd>
                <dt className="text-(--vt-color-muted)">{labels.iban}</dt>
                <dd className="font-mono break-words" data-iban="">
                  {formatIban(transfer.iban)}
                </dd>
                {transfer.bic ? (
                  <>
                    <dt className="text-(--vt-color-muted)">{labels.bic}</dt>
                    <dd className="font-mono" data-bic="">
                      {transfer.bic}
                    </dd>
                  </>
                ) : null}
                <dt className="text-(--vt-color-muted)">{labels.amount}</dt>
                <dd className="font-semibold tabular-nums">{price(total)}</dd>
                <dt className="text-(--vt-color-muted)">{labels.reference}</dt>
                <dd className="font-mono text-lg font-semibold tracking-wide" data-structured-reference="">
                  {reference}
                </dd>
              </dl>
            </div>
            {qrSvg ? (
              <figure className="shrink-0 text-center">
                <div
                  role="img"
                  aria-label={labels.qrAlt(price(total), reference)}
                  className="mx-auto w-44 rounded-(--vt-radius) bg-white p-1 [&_svg]:block [&_svg]:h-auto [&_svg]:w-full"
                  data-epc-qr=""
                  dangerouslySetInnerHTML={{ __html: qrSvg }}
                />
                <figcaption className="mt-2 text-sm text-(--vt-color-muted)">{labels.scanToPay}</figcaption>
              </figure>
            ) : null}
          </div>
        ) : (
          <p role="alert">{labels.transferDetailsMissing}</p>
        )}
      </section>
      <section aria-labelledby="receive-title" className="mt-8 space-y-2">
        <h2 id="receive-title" className={`${headingFont} text-xl font-semibold`}>
          {pickup ? labels.pickupWhere : labels.deliverTo}
        </h2>
        {pickup ? (
          <p>
            {pickup.day ? (
              <span className="block text-lg font-semibold" data-pickup-day="">
                {labels.pickupOn(pickup.day)}
              </span>
            ) : null}
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
