import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DashboardProviders } from '@/components/dashboard/providers';

export const metadata: Metadata = { title: { default: 'Dashboard', template: '%s · Vitrine dashboard' }, robots: { index: false } };

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardProviders>{children}</DashboardProviders>;
}
