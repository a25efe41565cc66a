'use client';
// Rotating an endpoint's signing secret: how long the current secret keeps signing beside the new one (none,
// 1 hour, 24 hours, 7 days), then the new secret shown once.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { useRotateWebhookSecret } from '@/lib/dashboard/client/webhooks';
import { type EndpointWithSecret, OVERLAP_CHOICES } from '@/lib/dashboard/webhooks-schema';

type Overlap = `${(typeof OVERLAP_CHOICES)[number]}`;

export function RotateDialog({
  businessId,
  endpointId,
  open,
  onOpenChange,
  onRotated,
}: {
  businessId: string;
  endpointId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRotated: (endpoint: EndpointWithSecret) => void;
}) {
  const t = useTranslations('webhooks.rotate');
  const common = useTranslations('common');
  const rotate = useRotateWebhookSecret(businessId, endpointId);
  const [overlap, setOverlap] = useState<Overlap>('24');

  function close() {
    if (rotate.isPending) return;
    rotate.reset();
    setOverlap('24');
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={t('title')} description={t('description')}>
      <div className="space-y-5">
        <FormError message={rotate.error ? t('failed', { message: rotate.error.message }) : null} />
        <RadioCards
          legend={t('overlap')}
          options={OVERLAP_CHOICES.map((hours) => ({ value: `${hours}` as Overlap, label: t(`choices.${hours}.label`), detail: t(`choices.${hours}.detail`) }))}
          value={overlap}
          onChange={setOverlap}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={close} disabled={rotate.isPending}>
            {common('cancel')}
          </Button>
          <Button
            pending={rotate.isPending}
            onClick={() =>
              rotate.mutate(Number(overlap), {
                onSuccess: (endpoint) => {
                  rotate.reset();
                  setOverlap('24');
                  onRotated(endpoint);
                },
              })
            }
          >
            {rotate.isPending ? t('rotating') : t('confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
