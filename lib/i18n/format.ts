// The product's one formatting module: money, decimals, percentages, dates and times, VAT numbers, IBANs, country
// names, in Belgian French (the default), Dutch or English (fr-BE, nl-BE, en-BE through Intl). Invoices, e-mails,
// the storefront and the dashboard all format through it (the dashboard with the user's locale: useFormat()). Pure string functions (no floating point on amounts): minor
// units and decimal strings are formatted exactly.
import { intlLocale, type Locale } from './translator';

/** Digits after the decimal point per ISO 4217 currency; anything not listed has 2. */
const MINOR_DIGITS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

/** Symbols printed instead of the ISO code. Only the euro: other currencies print their unambiguous ISO code. */
const SYMBOLS: Record<string, string> = { EUR: '€' };

const NBSP = '\u00A0';

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

const formats = new Map<string, Intl.NumberFormat>();
function cachedFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

function numberFormat(fractionDigits: number, locale: Locale): Intl.NumberFormat {
  return cachedFormat(`n:${locale}:${fractionDigits}`, () =>
    new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, useGrouping: true }),
  );
}

/** Normalises a decimal string ("3", "-0.335", "1234.50", "2,5") to `${number}` form, or null if it is not one. */
function parseDecimal(value: string): { literal: `${number}`; fractionDigits: number } | null {
  const trimmed = value.trim().replace(',', '.');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (!match[2] && !match[3])) return null;
  const sign = match[1] === '-' ? '-' : '';
  const int = match[2] || '0';
  const frac = match[3] ?? '';
  return { literal: `${sign}${int}${frac ? `.${frac}` : ''}` as `${number}`, fractionDigits: frac.length };
}

/** Minor units → decimal string in major units, exactly (e.g. 123456, 2 → "1234.56"; -5, 2 → "-0.05"). */
export function minorToDecimal(minor: number | bigint, digits: number): `${number}` {
  const negative = minor < 0;
  const abs = (negative ? -BigInt(minor) : BigInt(minor)).toString();
  if (digits === 0) return `${negative ? '-' : ''}${abs}` as `${number}`;
  const padded = abs.padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -digits)}.${padded.slice(-digits)}` as `${number}`;
}

/** A plain number with a fixed number of decimals, e.g. fr "1 234,56" (U+202F grouping), nl and en "1.234,56". */
export function formatNumber(value: number | `${number}`, fractionDigits: number, locale: Locale = 'fr'): string {
  return numberFormat(fractionDigits, locale).format(value);
}

/**
 * Amount in minor units of `currency` → fr "1 234,56 €" / "1 234,56 USD" / "1 235 JPY"; nl "€ 1.234,56" /
 * "USD 1.234,56"; en "€1.234,56". Outside French, the currency's place and spacing are Intl's pattern for the
 * locale, and the digits those of formatNumber: Intl's en-BE currency pattern writes "€1,234.56" while its en-BE
 * numbers read "1.234,56", and one document must not mix the two.
 */
export function formatMoney(minor: number, currency: string, locale: Locale = 'fr'): string {
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  const decimal = minorToDecimal(minor, digits);
  if (locale === 'fr') return `${formatNumber(decimal, digits)}${NBSP}${SYMBOLS[code] ?? code}`;
  const pattern = cachedFormat(`c:${locale}:${code}:${digits}`, () =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: code, currencyDisplay: SYMBOLS[code] ? 'narrowSymbol' : 'code', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
  const unsigned = formatNumber((decimal.startsWith('-') ? decimal.slice(1) : decimal) as `${number}`, digits, locale);
  let out = '';
  let numberWritten = false;
  for (const part of pattern.formatToParts(decimal)) {
    if (part.type === 'integer' || part.type === 'group' || part.type === 'decimal' || part.type === 'fraction') {
      if (!numberWritten) out += unsigned;
      numberWritten = true;
    } else out += part.value;
  }
  return out;
}

/**
 * A decimal string as entered, keeping its decimals (at most `maxDecimals`, rounded half-expand beyond):
 * "3" → "3", "0.335" → "0,335", "2.50" → "2,50", "1234.5" → "1 234,5". Unparseable input is returned as is.
 */
export function formatDecimal(value: string, maxDecimals = 4, locale: Locale = 'fr'): string {
  const parsed = parseDecimal(value);
  if (!parsed) return value;
  return formatNumber(parsed.literal, Math.min(parsed.fractionDigits, maxDecimals), locale);
}

/**
 * A unit price (decimal string as entered) in the document currency: its decimals as given, but at least the
 * currency's minor digits and at most 4: "89.9" → "89,90", "75" → "75,00", "0.335" → "0,335", "1250" → "1 250,00".
 */
export function formatUnitPrice(value: string, currency: string, locale: Locale = 'fr'): string {
  const parsed = parseDecimal(value);
  if (!parsed) return value;
  const digits = Math.max(Math.min(parsed.fractionDigits, 4), minorDigits(currency));
  return formatNumber(parsed.literal, digits, locale);
}

/** A VAT rate in percent: fr 21 → "21 %", 5.5 → "5,5 %", 0 → "0 %"; nl and en (Intl) "21%", "5,5%". */
export function formatVatPercent(percent: number, locale: Locale = 'fr'): string {
  const rounded = Math.round(percent * 100) / 100;
  const decimals = Number.isInteger(rounded) ? 0 : Number.isInteger(rounded * 10) ? 1 : 2;
  if (locale === 'fr') return `${formatNumber(rounded, decimals)}\u00A0%`;
  return cachedFormat(`p:${locale}:${decimals}`, () =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(rounded);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * ISO date "2026-03-05" (or a full ISO timestamp) → "05/03/2026": the day as written, in the locale's numeric
 * date (Intl's fr-BE, nl-BE and en-BE all give day/month/year). Anything else is returned unchanged.
 */
export function formatDate(iso: string, locale: Locale = 'fr'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  if (locale === 'fr') return `${match[3]}/${match[2]}/${match[1]}`;
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const brusselsParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function brussels(iso: string): Record<string, string> {
  return Object.fromEntries(brusselsParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

/** An instant as its Brussels day: "05/03/2026" (the day of a timestamp, as formatDate writes a date). */
export function formatInstantDate(iso: string, locale: Locale = 'fr'): string {
  const parts = brussels(iso);
  return formatDate(`${parts.year}-${parts.month}-${parts.day}`, locale);
}

/** An instant as the Brussels day and time: "05/03/2026 14:07" (24-hour clock in every language). */
export function formatDateTime(iso: string, locale: Locale = 'fr'): string {
  const parts = brussels(iso);
  return `${formatDate(`${parts.year}-${parts.month}-${parts.day}`, locale)} ${parts.hour}:${parts.minute}`;
}

/** An instant's Brussels time of day: "14:07". */
export function formatTime(iso: string): string {
  const parts = brussels(iso);
  return `${parts.hour}:${parts.minute}`;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A day in words, for sentences and headings: fr "jeudi 5 mars 2026", nl "donderdag 5 maart 2026", en "Thursday
 * 5 March 2026" (`weekday: false` leaves the weekday out). Accepts "2026-03-05" or a timestamp (its Brussels day).
 */
export function formatLongDate(iso: string, locale: Locale = 'fr', options: { weekday?: boolean } = {}): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : (() => { const p = brussels(iso); return `${p.year}-${p.month}-${p.day}`; })();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return iso;
  const key = `${locale}:${options.weekday !== false}`;
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...(options.weekday !== false ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    longDates.set(key, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** A count with the locale's grouping: fr "1 234", nl and en "1.234". */
export function formatCount(value: number, locale: Locale = 'fr'): string {
  return numberFormat(0, locale).format(value);
}

/**
 * A VAT number for display. Belgian numbers (with or without "BE", dots, spaces, the leading 0 of old
 * 9-digit numbers) become "BE0478.261.963"; other numbers are printed compact and upper-case ("FR12345678901").
 */
export function formatVatNumber(vat: string): string {
  const compact = vat.replace(/[\s.\-/]/g, '').toUpperCase();
  const belgian = /^(?:BE)?([01]?\d{9})$/.exec(compact);
  if (belgian && (compact.startsWith('BE') || belgian[1]!.length === 10)) {
    const digits = belgian[1]!.padStart(10, '0');
    return `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
  }
  return compact;
}

/** IBAN grouped by 4: "BE71096123456769" → "BE71 0961 2345 6769" (no-break spaces kept out: plain spaces). */
export function formatIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

const regionNames = new Map<Locale, Intl.DisplayNames | null>();

function regionNamesOf(locale: Locale): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames(locale, { type: 'region' }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale) ?? null;
}

/** Country code → its name ("BE" → fr "Belgique", nl "België", en "Belgium"); a value that is not a 2-letter code is returned as is. */
export function countryName(country: string, locale: Locale = 'fr'): string {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return country.trim();
  try {
    return regionNamesOf(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An ECB exchange rate ("1.0823", "162.45") in the locale's notation, keeping its decimals (up to 6). */
export function formatRate(rate: string, locale: Locale = 'fr'): string {
  return formatDecimal(rate, 6, locale);
}

/** Today's date in Brussels (YYYY-MM-DD). */
export function todayInBrussels(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const languageNames = new Map<Locale, Intl.DisplayNames>();

/** A language's name in `locale`: nl in French "néerlandais", fr in Dutch "Frans", in English "French". */
export function languageName(code: string, locale: Locale = 'fr'): string {
  let names = languageNames.get(locale);
  if (!names) languageNames.set(locale, (names = new Intl.DisplayNames(locale, { type: 'language' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every formatting function of this module bound to one locale: the dashboard's useFormat() and server pages use it. */
export function formatter(locale: Locale) {
  return {
    locale,
    money: (minor: number, currency = 'EUR') => formatMoney(minor, currency, locale),
    number: (value: number | `${number}`, fractionDigits = 0) => formatNumber(value, fractionDigits, locale),
    count: (value: number) => formatCount(value, locale),
    decimal: (value: string, maxDecimals = 4) => formatDecimal(value, maxDecimals, locale),
    percent: (percent: number) => formatVatPercent(percent, locale),
    date: (iso: string) => formatDate(iso, locale),
    instantDate: (iso: string) => formatInstantDate(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    time: (iso: string) => formatTime(iso),
    longDate: (iso: string, options?: { weekday?: boolean }) => formatLongDate(iso, locale, options),
    country: (code: string) => countryName(code, locale),
    language: (code: string) => languageName(code, locale),
  };
}
export type Formatter = ReturnType<typeof formatter>;
