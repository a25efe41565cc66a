// A page's state in the draft against the live site: New (added), Changed, or nothing (as it is live).
import { Badge } from '@/components/ui/badge';
import type { SitePage } from '@/lib/dashboard/client/builder';

export function DraftStateBadge({ state }: { state: SitePage['draftState'] }) {
  if (state === 'added') return <Badge tone="brand">New</Badge>;
  if (state === 'changed') return <Badge tone="warning">Changed</Badge>;
  return null;
}
