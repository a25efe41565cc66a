import { PageLoading } from '@/components/dashboard/customers/page-states';

export default function Loading() {
  return <PageLoading title="Customers" label="Loading customers…" />;
}
