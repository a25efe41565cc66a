'use client';
// The API keys page: the list of live and test keys, the create dialog, the key shown once, revoke and delete.
import { useState } from 'react';
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

  const createButton = <Button onClick={() => setCreating(true)}>Create key</Button>;
  const active = keys.data?.filter((key) => key.revokedAt === null).length ?? 0;

  function confirm() {
    if (!action) return;
    const { kind, key } = action;
    const mutation = kind === 'revoke' ? revoke : remove;
    mutation.mutate(key.id, {
      onSuccess: () => {
        setAction(null);
        notify(kind === 'revoke' ? `“${key.name}” revoked: it no longer works.` : `“${key.name}” deleted.`);
      },
      onError: (error) => {
        setAction(null);
        notify(`Could not ${kind} “${key.name}”: ${error.message}`, 'error');
      },
    });
  }

  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys let your own software and integrations use the Vitrine API for this business. Live keys reach your real data; test keys only your sandbox."
        actions={createButton}
      />

      <div className="space-y-6">
        <Card
          title="Your keys"
          description={keys.data?.length ? `${keys.data.length} key${keys.data.length === 1 ? '' : 's'}, ${active} active` : undefined}
        >
          {keys.isPending ? (
            <Loading label="Loading keys…" />
          ) : keys.isError ? (
            <div className="space-y-3">
              <FormError message={`Could not load the keys: ${keys.error.message}`} />
              <Button variant="secondary" onClick={() => keys.refetch()} pending={keys.isFetching}>
                Try again
              </Button>
            </div>
          ) : keys.data.length === 0 ? (
            <EmptyState title="No API keys yet" action={createButton}>
              Create one key per integration, with only the scopes it needs. You will see the key once, when it is created.
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
          if (created) notify(`“${created.apiKey.name}” created. Its secret is no longer shown.`);
          setCreated(null);
        }}
      />
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => {
          if (!open && !revoke.isPending && !remove.isPending) setAction(null);
        }}
        title={action?.kind === 'delete' ? `Delete “${action.key.name}”?` : `Revoke “${action?.key.name ?? ''}”?`}
        description={
          action?.kind === 'delete'
            ? `${action.key.display} stops working at once and disappears from this list. This cannot be undone.`
            : `${action?.key.display ?? ''} stops working at once: every request made with it will be refused. The key stays in the list, marked revoked.`
        }
        confirmLabel={action?.kind === 'delete' ? 'Delete key' : 'Revoke key'}
        onConfirm={confirm}
        pending={revoke.isPending || remove.isPending}
      />
    </>
  );
}
