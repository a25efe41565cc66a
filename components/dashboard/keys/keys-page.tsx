'use client';
// The API keys page: the list of live and test keys, the create dialog, the key shown once, revoke and delete.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useApiKeys, useDeleteApiKey, useRevokeApiKey } from '@/lib/dashboard/client/keys';
import type { CreatedKey } from '@/lib/dashboard/keys-schema';
import { CreateKeyDialog } from './create-key-dialog';
import { type KeyAction, KeyList } from './key-list';
import { KeyPractices } from './practices';
import { SecretDialog } from './secret-dialog';

export function KeysPage({ businessId }: { businessId: string }) {
  const keys = useApiKeys(businessId);
  const revoke = useRevokeApiKey(businessId);
  const remove = useDeleteApiKey(businessId);
  const notify = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [action, setAction] = useState<KeyAction | null>(null);
  const t = useTranslations('keys');
  const common = useTranslations('common');

  const createButton = <Button onClick={() => setCreating(true)}>{t('create')}</Button>;
  const active = keys.data?.filter((key) => key.revokedAt === null).length ?? 0;

  function confirm() {
    if (!action) return;
    const { kind, key } = action;
    const mutation = kind === 'revoke' ? revoke : remove;
    mutation.mutate(key.id, {
      onSuccess: () => {
        setAction(null);
        notify(kind === 'revoke' ? t('revoked', { name: key.name }) : t('deleted', { name: key.name }));
      },
      onError: (error) => {
        setAction(null);
        notify(t(kind === 'revoke' ? 'revokeFailed' : 'deleteFailed', { name: key.name, message: error.message }), 'error');
      },
    });
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={createButton}
      />

      <div className="space-y-6">
        <Card
          title={t('yourKeys')}
          description={keys.data?.length ? t('count', { count: keys.data.length, active }) : undefined}
        >
          {keys.isPending ? (
            <Loading label={t('loading')} />
          ) : keys.isError ? (
            <div className="space-y-3">
              <FormError message={t('loadFailed', { message: keys.error.message })} />
              <Button variant="secondary" onClick={() => keys.refetch()} pending={keys.isFetching}>
                {common('retry')}
              </Button>
            </div>
          ) : keys.data.length === 0 ? (
            <EmptyState title={t('empty')} action={createButton}>
              {t('emptyText')}
            </EmptyState>
          ) : (
            <KeyList keys={keys.data} onAction={setAction} />
          )}
        </Card>

        <div className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <KeyPractices />
        </div>
      </div>

      <CreateKeyDialog
        businessId={businessId}
        open={creating}
        onOpenChange={setCreating}
        onCreated={(result) => {
          setCreating(false);
          setCreated(result);
        }}
      />
      <SecretDialog
        created={created}
        onClose={() => {
          if (created) notify(t('createdToast', { name: created.apiKey.name }));
          setCreated(null);
        }}
      />
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => {
          if (!open && !revoke.isPending && !remove.isPending) setAction(null);
        }}
        title={action?.kind === 'delete' ? t('deleteTitle', { name: action.key.name }) : t('revokeTitle', { name: action?.key.name ?? '' })}
        description={
          action?.kind === 'delete'
            ? t('deleteDescription', { display: action.key.display })
            : t('revokeDescription', { display: action?.key.display ?? '' })
        }
        confirmLabel={action?.kind === 'delete' ? t('deleteConfirm') : t('revokeConfirm')}
        onConfirm={confirm}
        pending={revoke.isPending || remove.isPending}
      />
    </>
  );
}
