'use client';
// Paid revenue per Brussels day over the last 30 days, as a bar chart. The chart is one image to assistive
// technology (role="img" with a spoken summary); its keyboard layer lets sighted keyboard users step through
// the days; the same figures follow as a table (RevenueTable) for screen readers and anyone who wants numbers.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslations } from 'use-intl';
import { minorUnits } from '@/components/dashboard/orders/order-format';
import { useFormat } from '@/components/ui/i18n';

export type RevenueDay = { date: string; amount: number };

/** Amounts in major units, in the page's language. */
function useMoney(currency: string) {
  const f = useFormat();
  return (amount: number) => f.money(minorUnits(amount, currency), currency);
}

export function RevenueChart({ days, currency, summary }: { days: RevenueDay[]; currency: string; summary: string }) {
  const t = useTranslations('overview');
  const f = useFormat();
  const money = useMoney(currency);
  // Day and month of the locale's numeric date (dd/mm in fr-BE, nl-BE and en-BE).
  const shortDate = (iso: string) => f.date(iso).slice(0, 5);
  return (
    <div role="img" aria-label={summary} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tickFormatter={(value: number) => money(value).replace(/[.,]00(?=\D*$)/, '')} tick={{ fontSize: 12, fill: '#475569' }} width={72} />
          <Tooltip
            formatter={(value) => [money(Number(value)), t('revenue.revenue')]}
            labelFormatter={(label) => f.date(String(label))}
            cursor={{ fill: '#f1f5f9' }}
          />
          <Bar dataKey="amount" name={t('revenue.revenue')} fill="var(--color-brand-600)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The chart's figures as a table, inside a closed <details> (its summary is reachable by keyboard and screen readers). */
export function RevenueTable({ days, currency }: { days: RevenueDay[]; currency: string }) {
  const t = useTranslations('overview');
  const f = useFormat();
  const money = useMoney(currency);
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-4 hover:underline">{t('revenue.asTable')}</summary>
      <table className="mt-2 w-full max-w-md text-left">
        <caption className="sr-only">{t('revenue.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1 font-medium">
              {t('revenue.day')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('revenue.revenue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-b border-slate-100">
              <th scope="row" className="py-1 font-normal text-slate-700">
                <time dateTime={day.date}>{f.date(day.date)}</time>
              </th>
              <td className="py-1 text-right tabular-nums text-slate-900">{money(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
