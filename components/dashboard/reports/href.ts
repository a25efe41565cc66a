// The Reports page's settings in an address: the page itself, and each section's CSV download.
import type { ReportPeriod, ReportSection } from '@/lib/domain/reports/periods';

export type ReportSettings = { period: ReportPeriod; from?: string; to?: string; locationId?: string | null };

function search(settings: ReportSettings): string {
  const query = new URLSearchParams({ period: settings.period });
  if (settings.period === 'custom') {
    if (settings.from) query.set('from', settings.from);
    if (settings.to) query.set('to', settings.to);
  }
  if (settings.locationId) query.set('locationId', settings.locationId);
  return query.toString();
}

export const reportsHref = (businessId: string, settings: ReportSettings) => `/dashboard/${businessId}/reports?${search(settings)}`;

export const reportCsvHref = (businessId: string, section: ReportSection, settings: ReportSettings) =>
  `/api/dashboard/businesses/${businessId}/reports/${section}/csv?${search(settings)}`;
