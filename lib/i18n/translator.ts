// The product's languages and message catalogues (messages/<locale>/<area>.json: one file per area of the product,
// each holding whole namespaces), for code that runs without React: PDFs, e-mails, e-invoices, server components;
// client components read the same catalogues through use-intl's IntlProvider (components/ui/i18n.tsx). A leaf: it
// imports nothing of the project. Translators come from use-intl's framework-free core (the engine under next-intl).
import { createTranslator } from 'use-intl/core';
import frInvoices from '../../messages/fr/invoices.json';
import frCommon from '../../messages/fr/common.json';
import frDashboardOrders from '../../messages/fr/dashboard-orders.json';
import frDashboardInvoices from '../../messages/fr/dashboard-invoices.json';
import frDashboardCatalog from '../../messages/fr/dashboard-catalog.json';
import frDashboardOperations from '../../messages/fr/dashboard-operations.json';
import frDashboardAccount from '../../messages/fr/dashboard-account.json';
import frDashboardWebhooks from '../../messages/fr/dashboard-webhooks.json';
import frBuilder from '../../messages/fr/builder.json';
import frBlocks from '../../messages/fr/blocks.json';
import frStorefront from '../../messages/fr/storefront.json';
import nlInvoices from '../../messages/nl/invoices.json';
import nlCommon from '../../messages/nl/common.json';
import nlDashboardOrders from '../../messages/nl/dashboard-orders.json';
import nlDashboardInvoices from '../../messages/nl/dashboard-invoices.json';
import nlDashboardCatalog from '../../messages/nl/dashboard-catalog.json';
import nlDashboardOperations from '../../messages/nl/dashboard-operations.json';
import nlDashboardAccount from '../../messages/nl/dashboard-account.json';
import nlDashboardWebhooks from '../../messages/nl/dashboard-webhooks.json';
import nlBuilder from '../../messages/nl/builder.json';
import nlBlocks from '../../messages/nl/blocks.json';
import nlStorefront from '../../messages/nl/storefront.json';
import enInvoices from '../../messages/en/invoices.json';
import enCommon from '../../messages/en/common.json';
import enDashboardOrders from '../../messages/en/dashboard-orders.json';
import enDashboardInvoices from '../../messages/en/dashboard-invoices.json';
import enDashboardCatalog from '../../messages/en/dashboard-catalog.json';
import enDashboardOperations from '../../messages/en/dashboard-operations.json';
import enDashboardAccount from '../../messages/en/dashboard-account.json';
import enDashboardWebhooks from '../../messages/en/dashboard-webhooks.json';
import enBuilder from '../../messages/en/builder.json';
import enBlocks from '../../messages/en/blocks.json';
import enStorefront from '../../messages/en/storefront.json';

export const LOCALES = ['fr', 'nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

const fr = { ...frInvoices, ...frCommon, ...frDashboardOrders, ...frDashboardInvoices, ...frDashboardCatalog, ...frDashboardOperations, ...frDashboardAccount, ...frDashboardWebhooks, ...frBuilder, ...frBlocks, ...frStorefront };
const nl = { ...nlInvoices, ...nlCommon, ...nlDashboardOrders, ...nlDashboardInvoices, ...nlDashboardCatalog, ...nlDashboardOperations, ...nlDashboardAccount, ...nlDashboardWebhooks, ...nlBuilder, ...nlBlocks, ...nlStorefront };
const en = { ...enInvoices, ...enCommon, ...enDashboardOrders, ...enDashboardInvoices, ...enDashboardCatalog, ...enDashboardOperations, ...enDashboardAccount, ...enDashboardWebhooks, ...enBuilder, ...enBlocks, ...enStorefront };

export type Messages = typeof fr;
export type Namespace = keyof Messages;

/** Every catalogue, by locale (fr is the reference shape; messages.test.ts checks the others have the same keys). */
export const catalogues: Record<Locale, Messages> = { fr, nl: nl as Messages, en: en as Messages };

// use-intl's hooks (useTranslations, useFormatter) check namespaces and keys against the French catalogue.
declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-BE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag Intl formats a locale with: Belgian French, Dutch or English. */
export function intlLocale(locale: Locale): 'fr-BE' | 'nl-BE' | 'en-BE' {
  return INTL_LOCALES[locale] as 'fr-BE' | 'nl-BE' | 'en-BE';
}

function makeTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({
    locale,
    messages: catalogues[locale],
    namespace,
    // A missing key or a malformed message is a bug the catalogue test catches; never print a key path silently.
    onError: (error) => {
      throw error;
    },
  });
}

export type Translator<N extends Namespace> = ReturnType<typeof makeTranslator<N>>;

const translators = new Map<string, unknown>();

/** The translator of one namespace of a catalogue, e.g. translator('nl', 'invoiceDocument')('title.invoice') → "FACTUUR". */
export function translator<N extends Namespace>(locale: Locale, namespace: N): Translator<N> {
  const key = `${locale}:${namespace}`;
  let t = translators.get(key) as Translator<N> | undefined;
  if (!t) translators.set(key, (t = makeTranslator(locale, namespace)));
  return t;
}

/** Each language by its own name, for pickers ("Nederlands" reads right to the people who choose it). */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', nl: 'Nederlands', en: 'English' };
