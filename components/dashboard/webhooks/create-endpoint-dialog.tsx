'use client';
// "Add endpoint" in a dialog: the endpoint's fields and its mode; on success the secret is shown once.
import { useTranslations } from 'use-intl';
import { Dialog } from '@/components/ui/dialog';
import { useCreateWebhookEndpoint } from '@/lib/dashboard/client/webhooks';
import type { EndpointWithSecret } from '@/lib/dashboard/webhooks-schema';
import { EndpointForm } from './endpoint-form';

const EMPTY = { url: '', description: '', eventTypes: ['*'], mode: 'live' as const };

export function CreateEndpointDialog({
  businessId,
  hasShop,
  allowPrivate,
  open,
  onOpenChange,
  onCreated,
}: {
  businessId: string;
  hasShop: boolean;
  allowPrivate: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (endpoint: EndpointWithSecret) => void;
}) {
  const t = useTranslations('webhooks');
  const create = useCreateWebhookEndpoint(businessId);

  function close() {
    if (create.isPending) return;
    create.reset();
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={t('form.createTitle')} description={t('form.createDescription')} wide>
      {open ? (
        <EndpointForm
          initial={EMPTY}
          withMode
          hasShop={hasShop}
          allowPrivate={allowPrivate}
          pending={create.isPending}
          submitLabel={t('add')}
          pendingLabel={t('form.adding')}
          onCancel={close}
          onSubmit={async ({ url, description, eventTypes, mode }) => {
            try {
              const created = await create.mutateAsync({
                url: url.trim(),
                description: description.trim() || null,
                eventTypes: eventTypes as ['*'],
                mode,
              });
              onCreated(created);
              return null;
            } catch (error) {
              return error as Error;
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}
