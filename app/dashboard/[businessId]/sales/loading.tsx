// While transactions or sessions are read (every filter or page is a new server render).
import { Loading } from '@/components/ui/spinner';

export default function SalesLoading() {
  return <Loading label="Reading the sales…" />;
}
