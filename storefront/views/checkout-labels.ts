// The words of the cart, checkout and confirmation pages, from the catalogue (messages/<locale>/storefront.json,
// namespace `checkout`), in the storefront's language; `checkoutLabels` is the French set, the default.
import { formatPickupDay } from '@/lib/domain/orders/pickup-days';
import { formatDate } from '@/lib/i18n/format';
import { intlLocale, type Locale, translator } from '@/lib/i18n/translator';
import { storefrontLanguage } from './site-labels';

export interface CheckoutLabels {
  cartTitle: string;
  checkoutTitle: string;
  confirmationTitle: string;
  emptyCart: string;
  continueShopping: string;
  product: string;
  unitPrice: string;
  /** "Prix unitaire : 3,50 €". */
  unitPriceIs: (price: string) => string;
  quantity: string;
  quantityOf: (name: string) => string;
  update: string;
  remove: string;
  removeItem: (name: string) => string;
  lineTotal: string;
  subtotal: string;
  shipping: string;
  pickupFree: string;
  shippingChosenNext: string;
  pickupChosenNext: string;
  deliveryOnlyNext: string;
  total: string;
  totalShort: string;
  vatIncluded: string;
  checkout: string;
  onlyLeft: (n: number) => string;
  notForSale: string;
  yourDetails: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: string;
  receive: string;
  pickupAt: (name: string) => string;
  delivery: string;
  /** "Livraison à domicile : 5,95 €". */
  deliveryPrice: (price: string) => string;
  deliveryAddress: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
  payment: string;
  payByTransferOption: string;
  payByTransferHint: string;
  payAtPickupOption: string;
  payAtPickupHint: string;
  transferOnlyText: string;
  atPickupOnlyText: string;
  deliveryPaysByTransfer: string;
  pickupDay: string;
  pickupDayNoHours: string;
  notTakingOrders: string;
  placeOrder: string;
  summary: string;
  errorSummary: string;
  orderNumber: string;
  /** The order number's label before the number, punctuation included ("Numéro de commande :"). */
  orderNumberIs: string;
  reference: string;
  amount: string;
  iban: string;
  beneficiary: string;
  bic: string;
  payByTransfer: string;
  scanToPay: string;
  qrAlt: (amount: string, reference: string) => string;
  payAtPickup: string;
  payAtPickupText: (amount: string) => string;
  transferDetailsMissing: string;
  pickupWhere: string;
  /** The pickup day's line on the confirmation ("Le samedi 05/12/2026"). */
  pickupOn: (day: string) => string;
  deliverTo: string;
  orderedItems: string;
  closed: string;
  cartLink: string;
  stockProblem: (name: string, available: number, location: string | null) => string;
  emptyCartAtCheckout: string;
  invalidQuantity: string;
  productUnavailable: string;
  /** Field name (e.g. `email`, `address.city`) → message. */
  fieldErrors: Record<string, string>;
  genericError: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'fulfilment', 'locationId', 'pickupDate', 'paymentMethod'] as const;
const ADDRESS_FIELDS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const;

function labelsIn(language: Locale): CheckoutLabels {
  const t = translator(language, 'checkout');
  return {
    cartTitle: t('cartTitle'),
    checkoutTitle: t('checkoutTitle'),
    confirmationTitle: t('confirmationTitle'),
    emptyCart: t('emptyCart'),
    continueShopping: t('continueShopping'),
    product: t('product'),
    unitPrice: t('unitPrice'),
    unitPriceIs: (price) => t('unitPriceIs', { price }),
    quantity: t('quantity'),
    quantityOf: (name) => t('quantityOf', { name }),
    update: t('update'),
    remove: t('remove'),
    removeItem: (name) => t('removeItem', { name }),
    lineTotal: t('lineTotal'),
    subtotal: t('subtotal'),
    shipping: t('shipping'),
    pickupFree: t('pickupFree'),
    shippingChosenNext: t('shippingChosenNext'),
    pickupChosenNext: t('pickupChosenNext'),
    deliveryOnlyNext: t('deliveryOnlyNext'),
    total: t('total'),
    totalShort: t('totalShort'),
    vatIncluded: t('vatIncluded'),
    checkout: t('checkout'),
    onlyLeft: (n) => (n <= 0 ? t('soldOutRemove') : t('onlyLeft', { n })),
    notForSale: t('notForSale'),
    yourDetails: t('yourDetails'),
    firstName: t('firstName'),
    lastName: t('lastName'),
    email: t('email'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    receive: t('receive'),
    pickupAt: (name) => t('pickupAt', { name }),
    delivery: t('delivery'),
    deliveryPrice: (price) => t('deliveryPrice', { price }),
    deliveryAddress: t('deliveryAddress'),
    line1: t('line1'),
    line2: t('line2'),
    postalCode: t('postalCode'),
    city: t('city'),
    country: t('country'),
    payment: t('payment'),
    payByTransferOption: t('payByTransferOption'),
    payByTransferHint: t('payByTransferHint'),
    payAtPickupOption: t('payAtPickupOption'),
    payAtPickupHint: t('payAtPickupHint'),
    transferOnlyText: t('transferOnlyText'),
    atPickupOnlyText: t('atPickupOnlyText'),
    deliveryPaysByTransfer: t('deliveryPaysByTransfer'),
    pickupDay: t('pickupDay'),
    pickupDayNoHours: t('pickupDayNoHours'),
    notTakingOrders: t('notTakingOrders'),
    placeOrder: t('placeOrder'),
    summary: t('summary'),
    errorSummary: t('errorSummary'),
    orderNumber: t('orderNumber'),
    orderNumberIs: t('orderNumberIs'),
    reference: t('reference'),
    amount: t('amount'),
    iban: t('iban'),
    beneficiary: t('beneficiary'),
    bic: t('bic'),
    payByTransfer: t('payByTransfer'),
    scanToPay: t('scanToPay'),
    qrAlt: (amount, reference) => t('qrAlt', { amount, reference }),
    payAtPickup: t('payAtPickup'),
    payAtPickupText: (amount) => t('payAtPickupText', { amount }),
    transferDetailsMissing: t('transferDetailsMissing'),
    pickupWhere: t('pickupWhere'),
    pickupOn: (day) => t('pickupOn', { day }),
    deliverTo: t('deliverTo'),
    orderedItems: t('orderedItems'),
    closed: t('closed'),
    cartLink: t('cartLink'),
    stockProblem: (name, available, location) =>
      available <= 0
        ? location
          ? t('stockGoneAt', { name, location })
          : t('stockGone', { name })
        : location
          ? t('stockLowAt', { name, available, location })
          : t('stockLow', { name, available }),
    emptyCartAtCheckout: t('emptyCartAtCheckout'),
    invalidQuantity: t('invalidQuantity'),
    productUnavailable: t('productUnavailable'),
    fieldErrors: Object.fromEntries([
      ...FIELDS.map((field) => [field, t(`fieldErrors.${field}`)]),
      ...ADDRESS_FIELDS.map((field) => [`address.${field}`, t(`fieldErrors.address.${field}`)]),
    ]),
    genericError: t('genericError'),
  };
}

const labels = new Map<Locale, CheckoutLabels>();

/** The cart's, checkout's and confirmation's words in a storefront language ('nl') or that of a tag ('nl-BE'). */
export function checkoutLabelsFor(locale: string): CheckoutLabels {
  const language = storefrontLanguage(locale);
  let found = labels.get(language);
  if (!found) labels.set(language, (found = labelsIn(language)));
  return found;
}

/** The French words, the storefront's default language. */
export const checkoutLabels: CheckoutLabels = checkoutLabelsFor('fr');

const weekdays = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A pickup day as the checkout offers it, in the storefront's language: fr "samedi 05/12/2026" (formatPickupDay),
 * nl "zaterdag 05/12/2026", en "Saturday 05/12/2026". Anything that is not a YYYY-MM-DD date is returned as is.
 */
export function formatPickupDayIn(date: string, locale: string): string {
  const language = storefrontLanguage(locale);
  if (language === 'fr') return formatPickupDay(date);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  let format = weekdays.get(language);
  if (!format) weekdays.set(language, (format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' })));
  return `${format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))} ${formatDate(date, language)}`;
}
