// A page's state in the draft against the live site: New (added), Changed, or nothing (as it is live).
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import type { SitePage } from '@/lib/dashboard/client/builder';

export function DraftStateBadge({ state }: { state: SitePage['draftState'] }) {
  const t = useTranslations('builder.draftState');
  if (state === 'added') return <Badge tone="brand">{t('added')}</Badge>;
  if (state === 'changed') return <Badge tone="warning">{t('changed')}</Badge>;
  return null;
}
