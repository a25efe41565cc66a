// The Reports page: a period (named or custom days) and a location from the address, then every section read
// with the functions behind GET /public/reports/*. A hand-edited address falls back to the defaults (unknown
// period, a location not of the business) or shows the error next to the custom days.
import type { Metadata } from 'next';
import { z } from 'zod';
import { type ReportFilterErrors, ReportFilters } from '@/components/dashboard/reports/report-filters';
import { ReportSections } from '@/components/dashboard/reports/report-sections';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { getDb } from '@/lib/db/client';
import { type AddressPageProps, firstParam } from '@/lib/dashboard/address';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { listLocations } from '@/lib/domain/businesses/businesses';
import { readReportsPage, type ReportsPage } from '@/lib/domain/reports/dashboard';
import { DEFAULT_PERIOD, REPORT_PERIODS } from '@/lib/domain/reports/periods';
import { DomainError } from '@/lib/domain/shared/errors';
import { dateInput } from '@/lib/domain/shared/input';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('reports'))('title') };
}

const first = firstParam;

export default async function ReportsPageRoute({ params, searchParams }: AddressPageProps) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'reports');
  const raw = await searchParams;
  const db = await getDb();
  const locations = await listLocations(db, business.id);
  const [t, f] = await Promise.all([appTranslator('reports'), appFormat()]);

  const parsedPeriod = z.enum(REPORT_PERIODS).safeParse(first(raw.period));
  const period = parsedPeriod.success ? parsedPeriod.data : DEFAULT_PERIOD;
  const wantedLocation = first(raw.locationId);
  const locationId = locations.some((location) => location.id === wantedLocation) ? wantedLocation : undefined;
  const typed = { from: first(raw.from) ?? '', to: first(raw.to) ?? '' };

  const errors: ReportFilterErrors = {};
  if (period === 'custom') {
    for (const side of ['from', 'to'] as const) {
      if (!typed[side]) errors[side] = side === 'from' ? t('errors.chooseFirstDay') : t('errors.chooseLastDay');
      else if (!dateInput().safeParse(typed[side]).success) errors[side] = t('errors.notADate');
    }
  }
  let report: ReportsPage | null = null;
  if (!errors.from && !errors.to) {
    try {
      report = await readReportsPage(db, business.id, { period, from: typed.from || undefined, to: typed.to || undefined, locationId });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'validation_failed') throw error;
      for (const detail of error.extra.details ?? []) {
        if (detail.path !== 'from' && detail.path !== 'to') continue;
        const tooLong = /^the range covers (\d+) days; at most (\d+)$/.exec(detail.message);
        errors[detail.path] = detail.message.startsWith('must be on or after')
          ? t('errors.onOrAfter')
          : tooLong
            ? t('errors.rangeTooLong', { days: tooLong[1]!, max: tooLong[2]! })
            : `${detail.message[0]!.toUpperCase()}${detail.message.slice(1)}`;
      }
      if (!errors.from && !errors.to) throw error;
    }
  }
  const settings = { period, from: report?.from ?? typed.from, to: report?.to ?? typed.to, locationId: locationId ?? null };
  const where = locationId ? locations.find((location) => location.id === locationId)!.name : t('whereAll');

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="mb-6">
        <ReportFilters businessId={business.id} {...settings} locations={locations} errors={errors} />
        {report ? (
          <p className="mt-3 text-sm text-slate-700" aria-live="polite">
            <strong className="font-semibold text-slate-900">{t(`periods.${period}`)}</strong>
            {t('shown', { range: report.from === report.to ? f.date(report.from) : t('range', { from: f.date(report.from), to: f.date(report.to) }), where })}
          </p>
        ) : null}
      </Card>
      {report ? (
        <ReportSections businessId={business.id} report={report} settings={settings} />
      ) : (
        <EmptyState title={t('invalidPeriod')}>{t('invalidPeriodHelp')}</EmptyState>
      )}
    </>
  );
}
