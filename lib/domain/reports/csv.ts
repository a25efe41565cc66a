// The Reports page's sections as CSV files for a Belgian spreadsheet: `;` between cells and a decimal comma
// (what Excel opens directly with Belgian regional settings), UTF-8 with a byte-order mark (so Excel reads
// "é" and "€"), CRLF line ends, dates DD/MM/YYYY. Amounts are written from minor units, exactly (no grouping,
// no currency sign: the currency is in the column's title). A text cell that a spreadsheet would run as a
// formula (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe.
import { formatDate, minorToDecimal } from '../../i18n/format';
import type { PaymentMethod } from '../pos/schemas';
import { minorDigits, toMinor } from '../shared/money';
import type { ReportsPage } from './dashboard';
import type { ReportSection } from './periods';

/** A cell: text (guarded against formulas), an integer count, or an amount in major units of the report's currency. */
type Cell = { text: string } | { count: number } | { amount: number } | { percent: number };

const FORMULA_START = /^[=+\-@\t\r]/;

function quote(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One cell's text. Amounts go back to their minor units and are written exactly, with a decimal comma. */
export function csvCell(cell: Cell, currency: string): string {
  if ('text' in cell) return quote(FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text);
  if ('count' in cell) return String(cell.count);
  if ('percent' in cell) return String(cell.percent).replace('.', ',');
  return minorToDecimal(toMinor(cell.amount, currency), minorDigits(currency)).replace('.', ',');
}

/** A whole file: the header row, then the rows. */
export function toCsv(header: string[], rows: Cell[][], currency: string): string {
  const lines = [header.map((title) => csvCell({ text: title }, currency)), ...rows.map((row) => row.map((cell) => csvCell(cell, currency)))];
  return `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}

const text = (value: string): Cell => ({ text: value });
const count = (value: number): Cell => ({ count: value });
const amount = (value: number): Cell => ({ amount: value });

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  bancontact: 'Bancontact',
  payconiq: 'Payconiq',
  voucher: 'Voucher',
  transfer: 'Bank transfer',
};
export const paymentMethodLabel = (method: PaymentMethod) => METHOD_LABELS[method];

/** A section of the page as a CSV file, and the file's name (ASCII: the section, the period, the location's id). */
export function reportCsv(page: ReportsPage, section: ReportSection): { filename: string; csv: string } {
  const c = page.currency;
  const figures = ['Gross incl. VAT', 'Net excl. VAT', 'VAT'].map((title) => `${title} (${c})`);
  const counts = ['Transactions', 'Sales', 'Refunds'];
  let csv: string;
  switch (section) {
    case 'revenue':
      csv = toCsv(
        ['Day', ...figures, ...counts, `Refunded (${c})`],
        [
          ...page.revenue.periods.map((p) => [text(formatDate(p.period)), amount(p.gross), amount(p.net), amount(p.vat), count(p.transactionCount), count(p.saleCount), count(p.refundCount), amount(p.refunds)]),
          totalsRow('Total', page.revenue.totals),
        ],
        c,
      );
      break;
    case 'products':
      csv = toCsv(
        ['Rank', 'Product', 'Quantity', `Revenue incl. VAT (${c})`, `Revenue excl. VAT (${c})`],
        page.products.byRevenue.map((row, index) => [count(index + 1), text(row.name), count(row.quantity), amount(row.revenue), amount(row.revenueExclVat)]),
        c,
      );
      break;
    case 'payment-methods':
      csv = toCsv(
        ['Payment method', 'Payments', `Amount (${c})`],
        [
          ...page.paymentMethods.methods.map((row) => [text(paymentMethodLabel(row.method)), count(row.count), amount(row.amount)]),
          [text('Total'), count(page.paymentMethods.totals.count), amount(page.paymentMethods.totals.amount)],
        ],
        c,
      );
      break;
    case 'locations':
      csv = toCsv(
        ['Location', ...figures, ...counts, `Refunded (${c})`],
        [...page.locations.locations.map((row) => totalsRow(row.name, row)), totalsRow('Total', page.locations.totals)],
        c,
      );
      break;
    case 'vat':
      csv = toCsv(
        ['VAT rate (%)', `Base excl. VAT (${c})`, `VAT (${c})`, `Total incl. VAT (${c})`],
        [
          ...page.vat.rates.map((row) => [{ percent: row.vatPercent }, amount(row.base), amount(row.vat), amount(row.total)]),
          [text('Total'), amount(page.vat.totals.base), amount(page.vat.totals.vat), amount(page.vat.totals.total)],
        ],
        c,
      );
      break;
  }
  const where = page.locationId ? `-${page.locationId.replace(/[^A-Za-z0-9_-]/g, '')}` : '';
  return { filename: `${section}-${page.from}-to-${page.to}${where}.csv`, csv };
}

function totalsRow(label: string, f: { gross: number; net: number; vat: number; transactionCount: number; saleCount: number; refundCount: number; refunds: number }): Cell[] {
  return [text(label), amount(f.gross), amount(f.net), amount(f.vat), count(f.transactionCount), count(f.saleCount), count(f.refundCount), amount(f.refunds)];
}
