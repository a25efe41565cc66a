'use client';
// The business's keys as a table: name, mode, key display, scopes, created, last used, status, actions.
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableHead } from '@/components/ui/table';
import { type ApiKeyView, ROTATE_AFTER_DAYS, needsRotation } from '@/lib/dashboard/keys-schema';
import { useFormat } from '@/components/ui/i18n';

function When({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const f = useFormat();
  return <time dateTime={iso}>{withTime ? f.dateTime(iso) : f.instantDate(iso)}</time>;
}

export type KeyAction = { kind: 'revoke' | 'delete'; key: ApiKeyView };

export function KeyList({ keys, onAction }: { keys: ApiKeyView[]; onAction: (action: KeyAction) => void }) {
  const now = Date.now();
  const t = useTranslations('keys');
  const common = useTranslations('common');
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    // `relative`: the buttons' screen-reader text is positioned inside the scroll box, not beyond the page.
    <div className="relative -mx-5 -my-4 overflow-x-auto">
      <table className="w-full min-w-[46rem] text-left text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <TableHead
          className="whitespace-nowrap border-b border-slate-200 bg-slate-50"
          cellClassName="px-3 py-2.5"
          columns={[
            { label: t('list.nameKey'), className: 'px-5 py-2.5' },
            { label: t('list.scopes') },
            { label: t('list.createdUsed') },
            { label: t('list.status') },
            { label: common('actions'), align: 'right', srOnly: true, className: 'py-2.5 pl-3 pr-5' },
          ]}
        />
        <tbody className="divide-y divide-slate-200">
          {keys.map((key) => {
            const revoked = key.revokedAt !== null;
            const rotate = needsRotation(key, now);
            return (
              <tr key={key.id} data-key-id={key.id} className={`align-top ${revoked ? 'bg-slate-50/70 text-slate-600' : ''}`}>
                <th scope="row" className="px-5 py-3 font-medium text-slate-900">
                  <span className="block max-w-[13rem] break-words">{key.name}</span>
                  <span className="mt-1 flex items-center gap-2 whitespace-nowrap font-normal">
                    <Badge tone={key.mode === 'live' ? 'brand' : 'warning'}>{key.mode === 'live' ? t('live') : t('test')}</Badge>
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">{key.display}</code>
                  </span>
                </th>
                <td className="px-3 py-3">
                  <ul className="flex min-w-[13rem] max-w-[22rem] flex-wrap gap-1" aria-label={t('list.scopesOf', { name: key.name })}>
                    {key.scopes.map((scope) => (
                      <li key={scope}>
                        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{scope}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                  <span className="block">
                    <span className="sr-only">{t('list.created')}</span>
                    <When iso={key.createdAt} />
                  </span>
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {key.lastUsedAt ? (
                      t.rich('list.lastUsed', { when: () => <When iso={key.lastUsedAt!} withTime /> })
                    ) : (
                      t('list.neverUsed')
                    )}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-3">
                  <div className="flex flex-col items-start gap-1">
                    {revoked ? (
                      <>
                        <Badge tone="neutral">{t('list.revoked')}</Badge>
                        <span className="whitespace-nowrap text-xs text-slate-600">
                          <When iso={key.revokedAt!} />
                        </span>
                      </>
                    ) : (
                      <Badge tone="success">{t('list.active')}</Badge>
                    )}
                    {rotate ? (
                      <span title={t('list.rotateTitle', { days: ROTATE_AFTER_DAYS })}>
                        <Badge tone="warning">{t('list.rotate', { days: ROTATE_AFTER_DAYS })}</Badge>
                      </span>
                    ) : null}
                  </div>
                </td>
                <td className="py-3 pl-3 pr-5">
                  <div className="flex flex-col items-end gap-1.5">
                    {!revoked ? (
                      <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'revoke', key })}>
                        {t.rich('list.revoke', { name: key.name, sr })}
                      </Button>
                    ) : null}
                    <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onAction({ kind: 'delete', key })}>
                      {t.rich('list.delete', { name: key.name, sr })}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
