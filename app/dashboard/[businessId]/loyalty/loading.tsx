import { PageLoading } from '@/components/dashboard/customers/page-states';

export default function Loading() {
  return <PageLoading title="Loyalty" label="Loading the loyalty programme…" />;
}
