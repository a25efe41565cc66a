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
import { requireBusiness } from '@/lib/dashboard/session';
import { listLocations } from '@/lib/domain/businesses/businesses';
import { formatDate } from '@/lib/i18n/format';
import { readReportsPage, type ReportsPage } from '@/lib/domain/reports/dashboard';
import { DEFAULT_PERIOD, PERIOD_LABELS, REPORT_PERIODS } from '@/lib/domain/reports/periods';
import { DomainError } from '@/lib/domain/shared/errors';
import { dateInput } from '@/lib/domain/shared/input';

export const metadata: Metadata = { title: 'Reports' };

const first = firstParam;

export default async function ReportsPageRoute({ params, searchParams }: AddressPageProps) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'reports');
  const raw = await searchParams;
  const db = await getDb();
  const locations = await listLocations(db, business.id);

  const parsedPeriod = z.enum(REPORT_PERIODS).safeParse(first(raw.period));
  const period = parsedPeriod.success ? parsedPeriod.data : DEFAULT_PERIOD;
  const wantedLocation = first(raw.locationId);
  const locationId = locations.some((location) => location.id === wantedLocation) ? wantedLocation : undefined;
  const typed = { from: first(raw.from) ?? '', to: first(raw.to) ?? '' };

  const errors: ReportFilterErrors = {};
  if (period === 'custom') {
    for (const side of ['from', 'to'] as const) {
      if (!typed[side]) errors[side] = side === 'from' ? 'Choose the first day' : 'Choose the last day';
      else if (!dateInput().safeParse(typed[side]).success) errors[side] = 'Not a date: use the date picker (day, month, year)';
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
        errors[detail.path] = detail.message.startsWith('must be on or after') ? 'Must be on or after the first day' : `${detail.message[0]!.toUpperCase()}${detail.message.slice(1)}`;
      }
      if (!errors.from && !errors.to) throw error;
    }
  }
  const settings = { period, from: report?.from ?? typed.from, to: report?.to ?? typed.to, locationId: locationId ?? null };
  const where = locationId ? locations.find((location) => location.id === locationId)!.name : 'all locations';

  return (
    <>
      <PageHeader
        title="Reports"
        description="Sales and refunds at the till and online, per Brussels day: the same figures as the API's reports. Download any section as CSV for a spreadsheet."
      />
      <Card className="mb-6">
        <ReportFilters businessId={business.id} {...settings} locations={locations} errors={errors} />
        {report ? (
          <p className="mt-3 text-sm text-slate-700" aria-live="polite">
            <strong className="font-semibold text-slate-900">{PERIOD_LABELS[period]}</strong>
            {`: ${report.from === report.to ? formatDate(report.from) : `${formatDate(report.from)} to ${formatDate(report.to)}`}, ${where}.`}
          </p>
        ) : null}
      </Card>
      {report ? (
        <ReportSections businessId={business.id} report={report} settings={settings} />
      ) : (
        <EmptyState title="Choose a valid period">Fix the days marked above (at most 366 days, the last on or after the first) to see the report.</EmptyState>
      )}
    </>
  );
}
