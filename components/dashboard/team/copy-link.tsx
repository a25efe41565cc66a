'use client';
// A read-only field with a link and a "Copy link" button (falls back to selecting the text when the clipboard
// is out of reach).
import { useTranslations } from 'use-intl';
import { CopyField } from '@/components/ui/copy-field';

export function CopyLink({ label, value }: { label: string; value: string }) {
  const t = useTranslations('team.copy');
  return (
    <CopyField
      value={value}
      secondary
      labels={{ label, copy: t('copy'), copied: t('copied'), copiedStatus: t('copiedStatus'), failed: t('failed') }}
    />
  );
}
