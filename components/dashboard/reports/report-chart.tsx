'use client';
// The Reports page's revenue per day as a bar chart, its ticks and tooltip in the user's language (the
// overview's chart draws the last 30 days the same way). One image to assistive technology: role="img" with
// the spoken summary; the figures follow as a table on the page.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslations } from 'use-intl';
import { useFormat } from '@/components/ui/i18n';
import { toMinor } from '@/lib/domain/shared/money';

export function ReportChart({ days, currency, summary }: { days: { date: string; amount: number }[]; currency: string; summary: string }) {
  const t = useTranslations('reports');
  const f = useFormat();
  const money = (amount: number) => f.money(toMinor(amount, currency), currency);
  // Axis ticks: the day without its year, whole amounts without their zero cents.
  const tickDay = (iso: string) => f.date(iso).slice(0, 5);
  const tickAmount = (amount: number) => money(amount).replace(/[.,]00(?=\D*$)/, '');
  return (
    <div role="img" aria-label={summary} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={tickDay} tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tickFormatter={tickAmount} tick={{ fontSize: 12, fill: '#475569' }} width={72} />
          <Tooltip formatter={(value) => [money(Number(value)), t('revenue')]} labelFormatter={(label) => f.date(String(label))} cursor={{ fill: '#f1f5f9' }} />
          <Bar dataKey="amount" name={t('revenue')} fill="var(--color-brand-600)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
