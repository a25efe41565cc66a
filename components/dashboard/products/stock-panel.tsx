'use client';
// Stock of one product per location, adjusted by a signed quantity with a reason (the API's reasons and rules:
// never below zero), and the latest entries of its audit log.
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table';
import { useFormat } from '@/components/ui/i18n';
import { useToast } from '@/components/ui/toast';
import { type Inventory, useAdjustStock, useStock } from '@/lib/dashboard/client/products';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { ADJUSTMENT_REASONS, adjustStockBody } from '@/lib/domain/inventory/schemas';
import { type AdjustmentReason, formatDelta, isKnownReason, issuesByField } from './format';

type Level = Inventory['locations'][number];

export function StockPanel({ businessId, productId, trackInventory }: { businessId: string; productId: string; trackInventory: boolean }) {
  const stock = useStock(businessId, productId);
  const [adjusting, setAdjusting] = useState<Level | null>(null);
  const locationNames = new Map((stock.data?.locations ?? []).map((level) => [level.locationId, level.name]));
  const t = useTranslations('stock');
  const tc = useTranslations('common');
  const f = useFormat();
  const reasonLabel = (reason: string) => (isKnownReason(reason) ? t(`reason.${reason}`) : reason);

  return (
    <Card title={t('title')} description={trackInventory ? t('description') : undefined}>
      {stock.isPending ? (
        <Loading label={t('loading')} />
      ) : stock.isError ? (
        <FormError message={stock.error.message} />
      ) : (
        <div className="space-y-5">
          {!trackInventory ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
              {t('notTracked')}
            </p>
          ) : null}
          <table className="w-full text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <TableHead
              cellClassName="pb-2"
              columns={[{ label: t('location') }, { label: t('inStock'), align: 'right' }, { label: tc('actions'), srOnly: true }]}
            />
            <tbody className="divide-y divide-slate-200">
              {stock.data.locations.map((level) => (
                <tr key={level.locationId}>
                  <th scope="row" className="py-2 text-left font-medium text-slate-900">
                    {level.name}
                  </th>
                  <td className="py-2 text-right tabular-nums text-slate-900" data-testid={`stock-${level.locationId}`}>
                    {level.quantity}
                  </td>
                  <td className="py-2 pl-3 text-right">
                    <Button variant="secondary" size="sm" onClick={() => setAdjusting(level)} aria-label={t('adjustAt', { location: level.name })}>
                      {t('adjust')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-200">
                <th scope="row" className="pt-2 text-left font-semibold text-slate-900">
                  {t('total')}
                </th>
                <td className="pt-2 text-right font-semibold tabular-nums text-slate-900" data-testid="stock-total">
                  {stock.data.stockQuantity}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>

          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('recent')}</h3>
            {stock.data.adjustments.length === 0 ? (
              <p className="text-sm text-slate-600">{t('noAdjustments')}</p>
            ) : (
              <ol className="divide-y divide-slate-200 text-sm" aria-label={t('recent')}>
                {stock.data.adjustments.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                    <span>
                      <span className={`font-semibold tabular-nums ${entry.delta < 0 ? 'text-red-700' : 'text-emerald-700'}`}>{formatDelta(entry.delta)}</span>{' '}
                      <span className="text-slate-800">{reasonLabel(entry.reason)}</span>
                      {entry.locationId ? <span className="text-slate-600"> · {locationNames.get(entry.locationId) ?? t('locationFallback')}</span> : null}
                      {entry.note ? <span className="block text-xs text-slate-600">{entry.note}</span> : null}
                    </span>
                    <span className="text-xs text-slate-600">
                      <Badge>{t(entry.actor === 'api' ? 'actor.api' : entry.actor === 'dashboard' ? 'actor.dashboard' : 'actor.system')}</Badge>{' '}
                      <time dateTime={entry.createdAt}>{f.dateTime(entry.createdAt)}</time>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
      {adjusting ? (
        <AdjustStockDialog businessId={businessId} productId={productId} level={adjusting} onClose={() => setAdjusting(null)} />
      ) : null}
    </Card>
  );
}

function AdjustStockDialog({ businessId, productId, level, onClose }: { businessId: string; productId: string; level: Level; onClose: () => void }) {
  const notify = useToast();
  const t = useTranslations('stock');
  const tc = useTranslations('common');
  const tg = useTranslations('catalog');
  const adjust = useAdjustStock(businessId, productId);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<AdjustmentReason>('received');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = /^\s*[+-]?\d+\s*$/.test(delta) ? Number(delta) : null;
  const after = change === null ? null : level.quantity + change;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adjustStockBody.safeParse({ locationId: level.locationId, delta: change ?? Number.NaN, reason, ...(note.trim() ? { note } : {}) });
    if (!parsed.success || change === null) {
      const fields = parsed.success ? {} : issuesByField(parsed.error.issues);
      if (change === null) fields.delta = delta.trim() ? t('dialog.enterWholeNumber') : t('dialog.enterQuantity');
      setErrors(fields);
      return;
    }
    setErrors({});
    setFormError(null);
    adjust.mutate(parsed.data, {
      onSuccess: (entry) => {
        notify(t('dialog.done', { location: level.name, before: level.quantity, after: entry.locationQuantityAfter ?? entry.stockQuantityAfter }));
        onClose();
      },
      onError: (error) => {
        if (error instanceof DashboardApiError) {
          const fields = error.fieldErrors();
          if (error.code === 'insufficient_stock') fields.delta = t('dialog.insufficient', { error: error.message, count: level.quantity, location: level.name });
          setErrors(fields);
          setFormError(Object.keys(fields).length ? null : error.message);
        } else setFormError(tg('unreachable'));
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('adjustAt', { location: level.name })} description={t('dialog.inStockNow', { count: level.quantity })}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('adjustAt', { location: level.name })}>
        <FormError message={formError} />
        <TextField
          label={t('dialog.quantity')}
          hint={t('dialog.quantityHint')}
          inputMode="numeric"
          value={delta}
          onChange={(e) => {
            setDelta(e.target.value);
            setErrors(({ delta: _cleared, ...rest }) => rest);
          }}
          error={errors.delta}
          autoFocus
          autoComplete="off"
        />
        <SelectField label={t('dialog.reason')} value={reason} onChange={(e) => setReason(e.target.value as AdjustmentReason)} error={errors.reason}>
          {ADJUSTMENT_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(`reason.${code}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('dialog.note')} hint={t('dialog.noteHint')} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} maxLength={500} />
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-inset ring-slate-200" aria-live="polite">
          {t('dialog.newLevel', { location: level.name })}{' '}
          <strong className={`tabular-nums ${after !== null && after < 0 ? 'text-red-700' : ''}`} data-testid="stock-preview">
            {after === null ? level.quantity : after}
          </strong>
          {after !== null && after < 0 ? t('dialog.belowZero') : null}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" pending={adjust.isPending}>
            {adjust.isPending ? t('dialog.adjusting') : t('dialog.apply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
