import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatDate,
  formatDecimal,
  formatIban,
  formatMoney,
  formatRate,
  formatUnitPrice,
  formatVatNumber,
  formatVatPercent,
  minorDigits,
  minorToDecimal,
} from './format';

const NNBSP = '\u202F';
const NBSP = '\u00A0';
/** Whitespace made visible: narrow no-break space → "_", no-break space → "~". */
const show = (text: string) => text.replaceAll(NNBSP, '_').replaceAll(NBSP, '~');

describe('invoice formatting (fr-BE)', () => {
  it('money: minor units → "1 234,56 €", ISO code for other currencies, currency minor digits', () => {
    expect(show(formatMoney(123456, 'EUR'))).toBe('1_234,56~€');
    expect(show(formatMoney(5, 'EUR'))).toBe('0,05~€');
    expect(show(formatMoney(0, 'EUR'))).toBe('0,00~€');
    expect(show(formatMoney(-123456, 'EUR'))).toBe('-1_234,56~€');
    expect(show(formatMoney(123456, 'USD'))).toBe('1_234,56~USD');
    expect(show(formatMoney(1235, 'JPY'))).toBe('1_235~JPY');
    expect(show(formatMoney(1234567, 'KWD'))).toBe('1_234,567~KWD');
    // Exact up to the largest safe integer (no floating-point division).
    expect(show(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR'))).toBe('90_071_992_547_409,91~€');
  });

  it('minor digits and exact minor → decimal conversion', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('jpy')).toBe(0);
    expect(minorToDecimal(123456, 2)).toBe('1234.56');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(7, 0)).toBe('7');
  });

  it('decimals as entered (quantities), up to 4', () => {
    expect(formatDecimal('3')).toBe('3');
    expect(formatDecimal('0.335')).toBe('0,335');
    expect(formatDecimal('2.50')).toBe('2,50');
    expect(show(formatDecimal('1234.5'))).toBe('1_234,5');
    expect(formatDecimal('1.23456')).toBe('1,2346');
    expect(formatDecimal('-2')).toBe('-2');
    expect(formatDecimal('n/a')).toBe('n/a');
  });

  it('unit prices: as entered, at least the currency minor digits', () => {
    expect(formatUnitPrice('89.9', 'EUR')).toBe('89,90');
    expect(formatUnitPrice('75', 'EUR')).toBe('75,00');
    expect(formatUnitPrice('0.335', 'EUR')).toBe('0,335');
    expect(formatUnitPrice('0.0845', 'USD')).toBe('0,0845');
    expect(show(formatUnitPrice('1250', 'JPY'))).toBe('1_250');
  });

  it('VAT percentages', () => {
    expect(show(formatVatPercent(21))).toBe('21~%');
    expect(show(formatVatPercent(6))).toBe('6~%');
    expect(show(formatVatPercent(0))).toBe('0~%');
    expect(show(formatVatPercent(5.5))).toBe('5,5~%');
  });

  it('dates JJ/MM/AAAA', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31T23:00:00.000Z')).toBe('31/12/2026');
  });

  it('Belgian VAT numbers BE0xxx.xxx.xxx, others compact', () => {
    expect(formatVatNumber('BE0478261963')).toBe('BE0478.261.963');
    expect(formatVatNumber('be 0478.261.963')).toBe('BE0478.261.963');
    expect(formatVatNumber('0478261963')).toBe('BE0478.261.963');
    expect(formatVatNumber('BE478261963')).toBe('BE0478.261.963');
    expect(formatVatNumber('BE1234567894')).toBe('BE1234.567.894');
    expect(formatVatNumber('FR 12 345678901')).toBe('FR12345678901');
    expect(formatVatNumber('NL123456789B01')).toBe('NL123456789B01');
  });

  it('IBAN grouped by 4', () => {
    expect(formatIban('BE71096123456769')).toBe('BE71 0961 2345 6769');
    expect(formatIban('be71 0961 2345 6769')).toBe('BE71 0961 2345 6769');
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  });

  it('country names in French, exchange rates', () => {
    expect(countryName('BE')).toBe('Belgique');
    expect(countryName('nl')).toBe('Pays-Bas');
    expect(countryName('Belgique')).toBe('Belgique');
    expect(formatRate('1.0823')).toBe('1,0823');
    expect(formatRate('162.45')).toBe('162,45');
  });
});

describe('invoice formatting in Dutch and English (nl-BE, en-BE through Intl)', () => {
  it('money: the locale puts the currency, the Belgian digits stay (no "1,234.56" beside "1.234,5")', () => {
    expect(show(formatMoney(123456, 'EUR', 'nl'))).toBe('€~1.234,56');
    expect(show(formatMoney(-5, 'EUR', 'nl'))).toBe('€~-0,05');
    expect(show(formatMoney(123456, 'USD', 'nl'))).toBe('USD~1.234,56');
    expect(show(formatMoney(1235, 'JPY', 'nl'))).toBe('JPY~1.235');
    expect(show(formatMoney(123456, 'EUR', 'en'))).toBe('€1.234,56');
    expect(show(formatMoney(-5, 'EUR', 'en'))).toBe('-€0,05');
    expect(show(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'nl'))).toBe('€~90.071.992.547.409,91');
  });

  it('decimals, unit prices, VAT rates, exchange rates, dates and country names', () => {
    expect(formatDecimal('1234.5', 4, 'nl')).toBe('1.234,5');
    expect(formatUnitPrice('89.9', 'EUR', 'en')).toBe('89,90');
    expect(formatVatPercent(21, 'nl')).toBe('21%');
    expect(formatVatPercent(5.5, 'en')).toBe('5,5%');
    expect(formatRate('162.45', 'nl')).toBe('162,45');
    expect(formatDate('2026-11-27', 'nl')).toBe(new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 27))));
    expect(formatDate('2026-03-05', 'en')).toMatch(/^05.03.2026$/);
    expect(formatDate('not a date', 'nl')).toBe('not a date');
    expect(countryName('BE', 'nl')).toBe('België');
    expect(countryName('FR', 'en')).toBe('France');
  });
});
