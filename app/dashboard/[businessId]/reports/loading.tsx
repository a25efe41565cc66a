// While a report is being read (a period or location change is a new server render).
import { Loading } from '@/components/ui/spinner';

export default function ReportsLoading() {
  return <Loading label="Reading the report…" />;
}
