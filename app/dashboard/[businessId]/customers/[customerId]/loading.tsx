import { PageLoading } from '@/components/dashboard/customers/page-states';

export default function Loading() {
  return <PageLoading title="Customer" label="Loading the customer…" />;
}
