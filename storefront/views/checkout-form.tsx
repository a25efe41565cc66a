// The checkout page: contact details, pickup location and day or delivery address, how to pay (a choice only
// when both transfer and payment at pickup apply), and the order summary. It offers only what the business can
// honour (lib/domain/shop/ordering.ts); the server refuses anything else whatever the form sends. A plain form (POST /checkout → 303 to the confirmation); errors come back in the same form,
// each next to its field and listed at the top. The hidden one-time token makes a resubmit harmless.
import type { BlockRenderContext } from '@/blocks/types';
import { buttonClass } from '@/blocks/kit/button';
import { Alert, PageTitle } from './cart-page';
import { type CheckoutLabels, checkoutLabelsFor } from './checkout-labels';
import { contextIn, storefrontLanguage, storefrontPrice } from './site-labels';
import { countryName } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/translator';
import { card, focusRing, headingFont } from '@/blocks/kit/styles';

export type CheckoutValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** `pickup:<locationId>` or `delivery`. */
  receive: string;
  /** The chosen pickup day per location (form fields `pickupDate.<locationId>`). */
  pickupDates: Record<string, string>;
  /** `transfer` or `at_pickup` (may be empty when only one way to pay applies). */
  paymentMethod: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
};

export type CheckoutFormProps = {
  ctx: BlockRenderContext;
  /** The storefront's language; by default that of `ctx.locale`. */
  locale?: Locale;
  currency: string;
  checkoutToken: string;
  /** The pickup locations offered (each with an address), with their pickup days. */
  locations: {
    id: string;
    name: string;
    address: { line1: string; postalCode: string; city: string };
    days: { value: string; label: string }[];
    hoursConfigured: boolean;
  }[];
  /** The flat delivery rate, or null when delivery is not offered. */
  shippingRate: number | null;
  /** The ways to pay for each way of receiving the order. */
  payment: { pickup: ('transfer' | 'at_pickup')[]; delivery: ('transfer' | 'at_pickup')[] };
  lines: { productId: string; name: string; quantity: number; lineTotal: number }[];
  subtotal: number;
  values: CheckoutValues;
  /** Field name (e.g. `email`, `address.city`) → message. */
  errors: Record<string, string>;
  message: string | null;
};

const inputClass = `mt-1 block w-full rounded-(--vt-radius) border border-(--vt-color-border) bg-(--vt-color-bg) px-3 py-2.5 text-base aria-invalid:border-(--vt-color-accent) aria-invalid:border-2 ${focusRing}`;

function fieldId(name: string) {
  return `f-${name.replace(/\./g, '-')}`;
}

function Field({
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  hint,
  required = true,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  type?: string;
  autoComplete?: string;
  hint?: string;
  required?: boolean;
}) {
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-(--vt-color-muted)">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The countries a delivery address may be in (their names in the storefront's language). */
const COUNTRIES = ['BE', 'NL', 'LU', 'FR', 'DE'];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function PickupDay({ labels, location, value, error }: { labels: CheckoutLabels; location: CheckoutFormProps['locations'][number]; value: string | undefined; error: string | undefined }) {
  const id = fieldId(`pickupDate.${location.id}`);
  const hint = location.hoursConfigured ? null : `${id}-hint`;
  const describedBy = [hint, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mt-3 pl-7" data-pickup-days={location.id}>
      <label htmlFor={id} className="block text-sm font-medium">
        {labels.pickupDay}
      </label>
      {hint ? (
        <p id={hint} className="text-xs text-(--vt-color-muted)">
          {labels.pickupDayNoHours}
        </p>
      ) : null}
      <select id={id} name={`pickupDate.${location.id}`} defaultValue={value ?? location.days[0]?.value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${inputClass} sm:max-w-xs`}>
        {location.days.map((day) => (
          <option key={day.value} value={day.value}>
            {capitalise(day.label)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium" data-field-error="pickupDate">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Payment({ labels, payment, values, error }: { labels: CheckoutLabels; payment: CheckoutFormProps['payment']; values: CheckoutValues; error: string | undefined }) {
  const delivering = values.receive === 'delivery';
  const choice = payment.pickup.includes('transfer') && payment.pickup.includes('at_pickup');
  const errorId = error ? 'f-paymentMethod-error' : undefined;
  if (!choice) {
    const text = payment.pickup.includes('at_pickup') ? labels.atPickupOnlyText : labels.transferOnlyText;
    return (
      <section aria-labelledby="payment-title" className="space-y-2">
        <h2 id="payment-title" className={`${headingFont} text-xl font-semibold`}>
          {labels.payment}
        </h2>
        <p id="f-paymentMethod" className="text-(--vt-color-muted)" data-payment-text="">
          {text}
        </p>
        {error ? (
          <p id={errorId} className="text-sm font-medium" data-field-error="paymentMethod">
            {error}
          </p>
        ) : null}
      </section>
    );
  }
  const checked = delivering ? 'transfer' : values.paymentMethod || 'transfer';
  return (
    <fieldset className="space-y-3" aria-describedby={errorId}>
      <legend className={`${headingFont} mb-2 text-xl font-semibold`}>{labels.payment}</legend>
      <label className={`${card} flex cursor-pointer items-start gap-3 p-4 has-checked:border-(--vt-color-primary)`}>
        <input id="f-paymentMethod" type="radio" name="paymentMethod" value="transfer" defaultChecked={checked === 'transfer'} className="mt-1 accent-(--vt-color-primary)" />
        <span className="flex-1">
          <span className="block font-medium">{labels.payByTransferOption}</span>
          <span className="block text-sm text-(--vt-color-muted)">{labels.payByTransferHint}</span>
        </span>
      </label>
      {/* Payment at pickup is for pickup only: left out after a delivery was chosen, hidden by the script when delivery is picked. */}
      {delivering ? null : (
        <label className={`${card} flex cursor-pointer items-start gap-3 p-4 has-checked:border-(--vt-color-primary)`} data-pickup-only="">
          <input type="radio" name="paymentMethod" value="at_pickup" defaultChecked={checked === 'at_pickup'} className="mt-1 accent-(--vt-color-primary)" />
          <span className="flex-1">
            <span className="block font-medium">{labels.payAtPickupOption}</span>
            <span className="block text-sm text-(--vt-color-muted)">{labels.payAtPickupHint}</span>
          </span>
        </label>
      )}
      {payment.delivery.length > 0 ? (
        <p className="text-sm text-(--vt-color-muted)" data-delivery-payment="">
          {labels.deliveryPaysByTransfer}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium" data-field-error="paymentMethod">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CheckoutForm({ ctx: context, locale, currency, checkoutToken, locations, shippingRate, payment, lines, subtotal, values, errors, message }: CheckoutFormProps) {
  const ctx = contextIn(context, locale);
  const language = storefrontLanguage(ctx.locale);
  const labels = checkoutLabelsFor(language);
  const price = (amount: number) => storefrontPrice(amount, currency, language);
  const delivering = values.receive === 'delivery' && shippingRate !== null;
  const shipping = delivering ? shippingRate! : 0;
  const errorEntries = Object.entries(errors);
  return (
    <div className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-8 sm:py-14" data-page="checkout">
      <PageTitle>{labels.checkoutTitle}</PageTitle>
      <div className="mt-6 space-y-4">
        {message ? <Alert>{message}</Alert> : null}
        {errorEntries.length > 0 ? (
          <Alert>
            <p>{labels.errorSummary}</p>
            <ul className="mt-1 list-disc pl-5">
              {errorEntries.map(([name, text]) => (
                <li key={name}>
                  <a href={`#${name === 'pickupDate' ? fieldId(`pickupDate.${values.receive.slice('pickup:'.length)}`) : fieldId(name)}`} className="underline underline-offset-2">
                    {text}
                  </a>
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>
      <form method="post" action={`${ctx.basePath}/checkout`} className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]" data-checkout-form="" data-currency={currency} noValidate>
        <input type="hidden" name="checkoutToken" value={checkoutToken} />
        <div className="space-y-10">
          <fieldset className="space-y-4">
            <legend className={`${headingFont} mb-2 text-xl font-semibold`}>{labels.yourDetails}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="firstName" label={labels.firstName} value={values.firstName} error={errors.firstName} autoComplete="given-name" />
              <Field name="lastName" label={labels.lastName} value={values.lastName} error={errors.lastName} autoComplete="family-name" />
              <Field name="email" type="email" label={labels.email} value={values.email} error={errors.email} autoComplete="email" />
              <Field name="phone" type="tel" label={labels.phone} hint={labels.phoneHint} value={values.phone} error={errors.phone} autoComplete="tel" />
            </div>
          </fieldset>
          <fieldset className="space-y-3" aria-describedby={errors.locationId || errors.fulfilment ? 'f-receive-error' : undefined}>
            <legend className={`${headingFont} mb-2 text-xl font-semibold`}>{labels.receive}</legend>
            {locations.map((location) => {
              const value = `pickup:${location.id}`;
              return (
                <div key={location.id} className={`${card} p-4 has-[input[name=receive]:checked]:border-(--vt-color-primary)`}>
                  <label className="flex cursor-pointer items-start gap-3">
                    <input type="radio" name="receive" value={value} defaultChecked={values.receive === value} data-shipping="0" className="mt-1 accent-(--vt-color-primary)" />
                    <span className="flex-1">
                      <span className="block font-medium">{labels.pickupAt(location.name)}</span>
                      <span className="block text-sm text-(--vt-color-muted)">
                        {location.address.line1}, {location.address.postalCode} {location.address.city}
                      </span>
                    </span>
                    <span className="text-sm font-medium">{labels.pickupFree}</span>
                  </label>
                  <PickupDay labels={labels} location={location} value={values.pickupDates[location.id]} error={values.receive === value ? errors.pickupDate : undefined} />
                </div>
              );
            })}
            {shippingRate !== null ? (
              <label className={`${card} flex cursor-pointer items-start gap-3 p-4 has-checked:border-(--vt-color-primary)`}>
                <input type="radio" name="receive" value="delivery" defaultChecked={values.receive === 'delivery'} data-shipping={String(shippingRate)} className="mt-1 accent-(--vt-color-primary)" />
                <span className="flex-1 font-medium">{labels.delivery}</span>
                <span className="text-sm font-medium tabular-nums">{price(shippingRate)}</span>
              </label>
            ) : null}
            {errors.locationId || errors.fulfilment ? (
              <p id="f-receive-error" className="text-sm font-medium">
                {errors.locationId ?? errors.fulfilment}
              </p>
            ) : null}
          </fieldset>
          {shippingRate !== null ? (
            <fieldset className="space-y-4" data-delivery-address="">
              <legend className={`${headingFont} mb-2 text-xl font-semibold`}>{labels.deliveryAddress}</legend>
              <p className="text-sm text-(--vt-color-muted)">{labels.deliveryPrice(price(shippingRate))}</p>
              <Field name="address.line1" label={labels.line1} value={values.line1} error={errors['address.line1']} autoComplete="address-line1" required={false} />
              <Field name="address.line2" label={labels.line2} value={values.line2} error={errors['address.line2']} autoComplete="address-line2" required={false} />
              <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                <Field name="address.postalCode" label={labels.postalCode} value={values.postalCode} error={errors['address.postalCode']} autoComplete="postal-code" required={false} />
                <Field name="address.city" label={labels.city} value={values.city} error={errors['address.city']} autoComplete="address-level2" required={false} />
              </div>
              <div>
                <label htmlFor="f-address-country" className="block text-sm font-medium">
                  {labels.country}
                </label>
                <select id="f-address-country" name="address.country" defaultValue={values.country || 'BE'} autoComplete="country" className={inputClass}>
                  {COUNTRIES.map((code) => (
                    <option key={code} value={code}>
                      {countryName(code, language)}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
          ) : null}
          <Payment labels={labels} payment={payment} values={values} error={errors.paymentMethod} />
        </div>
        <aside aria-label={labels.summary} className={`${card} h-fit space-y-4 p-5`}>
          <h2 className={`${headingFont} text-lg font-semibold`}>{labels.summary}</h2>
          <ul role="list" className="space-y-2 text-sm">
            {lines.map((line) => (
              <li key={line.productId} className="flex justify-between gap-3">
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span className="tabular-nums">{price(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="space-y-2 border-t border-(--vt-color-border) pt-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{labels.subtotal}</dt>
              <dd className="tabular-nums">{price(subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{labels.shipping}</dt>
              <dd className="tabular-nums" data-checkout-shipping="" data-free={labels.pickupFree}>
                {delivering ? price(shipping) : labels.pickupFree}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-(--vt-color-border) pt-3 text-lg font-semibold">
              <dt>
                {labels.totalShort}
                <span className="block text-xs font-normal text-(--vt-color-muted)">{labels.vatIncluded}</span>
              </dt>
              <dd className="tabular-nums" data-checkout-total="" data-subtotal={String(subtotal)}>
                {price(subtotal + shipping)}
              </dd>
            </div>
          </dl>
          <button type="submit" className={`${buttonClass('primary', 'lg')} w-full`}>
            {labels.placeOrder}
          </button>
        </aside>
      </form>
    </div>
  );
}
