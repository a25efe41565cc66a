'use client';
// The Reports page's settings: a GET form (the period and location live in the address, so a report can be
// shared or bookmarked). Custom days show two date fields; errors found by the server sit next to them.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { LocationSelect } from './location-select';
import { REPORT_PERIODS, type ReportPeriod } from '@/lib/domain/reports/periods';

export type ReportFilterErrors = { from?: string; to?: string; locationId?: string };

export function ReportFilters({
  businessId,
  period,
  from,
  to,
  locationId,
  locations,
  errors,
}: {
  businessId: string;
  period: ReportPeriod;
  from: string;
  to: string;
  locationId: string | null;
  locations: { id: string; name: string }[];
  errors: ReportFilterErrors;
}) {
  const t = useTranslations('reports');
  const [chosen, setChosen] = useState<ReportPeriod>(period);
  const custom = chosen === 'custom';
  return (
    <form method="get" action={`/dashboard/${businessId}/reports`} aria-label={t('settings')} className="flex flex-wrap items-start gap-3">
      <SelectField label={t('period')} name="period" value={chosen} onChange={(event) => setChosen(event.target.value as ReportPeriod)} className="w-full sm:w-44">
        {REPORT_PERIODS.map((value) => (
          <option key={value} value={value}>
            {t(`periods.${value}`)}
          </option>
        ))}
      </SelectField>
      {custom ? (
        <>
          <TextField label={t('from')} type="date" name="from" defaultValue={from} required error={errors.from} className="w-[calc(50%-0.375rem)] sm:w-44" />
          <TextField label={t('to')} type="date" name="to" defaultValue={to} required error={errors.to} className="w-[calc(50%-0.375rem)] sm:w-44" />
        </>
      ) : null}
      <LocationSelect locations={locations} value={locationId} error={errors.locationId} className="w-full sm:w-52" />
      <div className="w-full sm:w-auto sm:pt-6">
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          {t('show')}
        </Button>
      </div>
    </form>
  );
}
