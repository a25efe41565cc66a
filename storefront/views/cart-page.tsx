// The cart page: each line with a quantity form and a remove form (plain HTML forms, POST → 303), the
// subtotal incl. VAT, and the way to checkout. Pure: everything comes from props.
import type { ReactNode } from 'react';
import type { BlockRenderContext } from '@/blocks/types';
import { buttonClass } from '@/blocks/kit/button';
import { checkoutLabelsFor } from './checkout-labels';
import { contextIn, storefrontLanguage, storefrontPrice } from './site-labels';
import type { Locale } from '@/lib/i18n/translator';
import { card, focusRing, headingFont, mediaRadius, textLink } from '@/blocks/kit/styles';

export type CartPageLine = {
  productId: string;
  name: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  available: number | null;
  problem: 'not_for_sale' | 'insufficient_stock' | null;
};

export type CartPageProps = {
  ctx: BlockRenderContext;
  /** The storefront's language; by default that of `ctx.locale`. */
  locale?: Locale;
  currency: string;
  lines: CartPageLine[];
  subtotal: number;
  /** The flat delivery rate, or null when the shop does not deliver. */
  shippingRate: number | null;
  /** A message about the last action (e.g. not enough stock). */
  message: string | null;
  closed: boolean;
  /** Whether pickup is offered (else only delivery). */
  pickup: boolean;
  /** No way to order remains (no IBAN and no pickup location with an address): the cart stays, checkout does not. */
  notTakingOrders: boolean;
};

export const MAX_QUANTITY = 99;

export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-(--vt-radius) border px-4 py-3 text-sm ${tone === 'error' ? 'border-(--vt-color-accent) bg-(--vt-color-surface) font-medium' : 'border-(--vt-color-border) bg-(--vt-color-surface)'}`}
    >
      {children}
    </div>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={`${headingFont} text-3xl leading-tight font-bold tracking-tight sm:text-4xl`}>{children}</h1>;
}

export function CartPage({ ctx: context, locale, currency, lines, subtotal, shippingRate, pickup, message, closed, notTakingOrders }: CartPageProps) {
  const ctx = contextIn(context, locale);
  const language = storefrontLanguage(ctx.locale);
  const labels = checkoutLabelsFor(language);
  const price = (amount: number) => storefrontPrice(amount, currency, language);
  const blocked = closed || notTakingOrders || lines.some((line) => line.problem !== null);
  return (
    <div className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-8 sm:py-14" data-page="cart">
      <PageTitle>{labels.cartTitle}</PageTitle>
      <div className="mt-6 space-y-4">
        {closed ? <Alert>{labels.closed}</Alert> : null}
        {!closed && notTakingOrders ? (
          <Alert tone="info">
            <span data-not-taking-orders="">{labels.notTakingOrders}</span>
          </Alert>
        ) : null}
        {message ? <Alert>{message}</Alert> : null}
      </div>
      {lines.length === 0 ? (
        <div className="mt-8 space-y-4">
          <p className="text-lg">{labels.emptyCart}</p>
          <a href={`${ctx.basePath}/products`} className={buttonClass('secondary')}>
            {labels.continueShopping}
          </a>
        </div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <ul role="list" className="h-fit divide-y divide-(--vt-color-border) border-y border-(--vt-color-border)">
            {lines.map((line) => (
              <li key={line.productId} className="flex gap-4 py-5" data-cart-line={line.productId}>
                <div className={`size-20 shrink-0 overflow-hidden ${mediaRadius} bg-(--vt-color-surface)`}>
                  {line.image ? (
                    <img src={line.image} alt="" width={80} height={80} className="h-full w-full object-cover" />
                  ) : (
                    <div aria-hidden="true" className="flex h-full w-full items-center justify-center text-2xl font-bold text-(--vt-color-muted)">
                      {line.name.slice(0, 1).toUpperCase()}
                    </div>
                  )}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-3">
                  <div className="flex items-start justify-between gap-4">
                    <div className="min-w-0">
                      <p className="font-semibold">
                        <a href={`${ctx.basePath}/products/${encodeURIComponent(line.productId)}`} className={`rounded-sm hover:underline ${focusRing}`}>
                          {line.name}
                        </a>
                      </p>
                      <p className="text-sm text-(--vt-color-muted) tabular-nums">
                        {labels.unitPriceIs(price(line.unitPrice))}
                      </p>
                    </div>
                    <p className="shrink-0 font-semibold tabular-nums" data-line-total="">
                      {price(line.lineTotal)}
                    </p>
                  </div>
                  {line.problem ? (
                    <p className="text-sm font-medium" role="alert">
                      {line.problem === 'not_for_sale' ? labels.notForSale : labels.onlyLeft(line.available ?? 0)}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap items-center gap-3">
                    <form method="post" action={`${ctx.basePath}/cart/update`} className="flex items-center gap-2" data-quantity-form="">
                      <input type="hidden" name="productId" value={line.productId} />
                      <input
                        type="number"
                        name="quantity"
                        inputMode="numeric"
                        min={0}
                        max={Math.min(MAX_QUANTITY, Math.max(line.available ?? MAX_QUANTITY, line.quantity))}
                        defaultValue={line.quantity}
                        aria-label={labels.quantityOf(line.name)}
                        className={`w-20 rounded-(--vt-radius) border border-(--vt-color-border) bg-(--vt-color-bg) px-3 py-2 tabular-nums ${focusRing}`}
                      />
                      <button type="submit" className={buttonClass('secondary')}>
                        {labels.update}
                      </button>
                    </form>
                    <form method="post" action={`${ctx.basePath}/cart/remove`}>
                      <input type="hidden" name="productId" value={line.productId} />
                      <button type="submit" aria-label={labels.removeItem(line.name)} className={`rounded-sm px-1 py-2.5 text-sm text-(--vt-color-muted) underline underline-offset-4 hover:text-(--vt-color-text) ${focusRing}`}>
                        {labels.remove}
                      </button>
                    </form>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <aside aria-label={labels.summary} className={`${card} h-fit space-y-4 p-5`}>
            <dl className="space-y-2">
              <div className="flex justify-between gap-4 text-lg font-semibold">
                <dt>{labels.subtotal}</dt>
                <dd className="tabular-nums" data-cart-subtotal="">
                  {price(subtotal)}
                </dd>
              </div>
              {shippingRate !== null ? (
                <div className="flex justify-between gap-4 text-sm">
                  <dt>{labels.delivery}</dt>
                  <dd className="tabular-nums" data-cart-shipping="">
                    {price(shippingRate)}
                  </dd>
                </div>
              ) : null}
            </dl>
            <p className="text-sm text-(--vt-color-muted)">{labels.vatIncluded}.{' '}
              {notTakingOrders ? null : shippingRate !== null ? (pickup ? labels.shippingChosenNext : labels.deliveryOnlyNext) : labels.pickupChosenNext}
            </p>
            {blocked ? (
              <span aria-disabled="true" className={`${buttonClass('primary', 'lg')} w-full cursor-not-allowed opacity-50`}>
                {labels.checkout}
              </span>
            ) : (
              <a href={`${ctx.basePath}/checkout`} className={`${buttonClass('primary', 'lg')} w-full`}>
                {labels.checkout}
              </a>
            )}
            <a href={`${ctx.basePath}/products`} className={`${textLink} block text-center text-sm`}>
              {labels.continueShopping}
            </a>
          </aside>
        </div>
      )}
    </div>
  );
}
