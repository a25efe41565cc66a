// The product's languages and message catalogues (messages/<locale>.json), for code that runs without React: PDFs,
// e-mails, e-invoices. A leaf: it imports nothing of the project. Translators come from use-intl's framework-free
// core (the engine under next-intl), so the same catalogues and ICU messages serve server components later.
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';

export const LOCALES = ['fr', 'nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export type Messages = typeof fr;
export type Namespace = keyof Messages;

/** Every catalogue, by locale (fr is the reference shape; messages.test.ts checks the others have the same keys). */
export const catalogues: Record<Locale, Messages> = { fr, nl, en };

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
    locale: intlLocale(locale),
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
