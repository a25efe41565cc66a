'use client';
// Coupons: single-use codes the customers give at the till. A list (all, unused, redeemed; search by code or
// description; paging) showing when each was redeemed and by which customer, and "New coupon".
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { DialogForm, DialogFormFooter } from '@/components/dashboard/customers/form-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { useFormat } from '@/components/ui/i18n';
import { SelectField, TextField, controlClass } from '@/components/ui/field';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { type CouponListItem, type CouponPage, type CouponQuery, useCoupons, useCreateCoupon } from '@/lib/dashboard/client/loyalty';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { createCouponInput } from '@/lib/domain/loyalty/schemas';
import { addDays, brusselsToUtc } from '@/lib/domain/pos/brussels-time';

/** The last second of a Brussels day ("2026-12-31" → 2026-12-31T22:59:59Z): a coupon is valid through that day. */
const endOfBrusselsDay = (date: string) => new Date(brusselsToUtc(addDays(date, 1)).getTime() - 1000).toISOString();

function NewCouponDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useTranslations('loyalty.coupons');
  const create = useCreateCoupon(businessId);
  const notify = useToast();

  function submit() {
    if (until && !/^\d{4}-\d{2}-\d{2}$/.test(until)) {
      setErrors({ expiresAt: t('mustBeDate') });
      return;
    }
    const body = { code: code.trim(), description: description.trim(), ...(until ? { expiresAt: endOfBrusselsDay(until) } : {}) };
    const parsed = createCouponInput.safeParse(body);
    if (!parsed.success) {
      setErrors(issueFields(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(
      body,
      {
        onSuccess: (coupon) => {
          notify(t('created', { code: coupon.code }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
        },
      },
    );
  }
  return (
    <DialogForm title={t('new')} description={t('newDescription')} onSubmit={submit} onClose={onClose}>
      <TextField
        label={t('code')}
        hint={t('codeHint')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={code}
        error={errors.code}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors(({ code: _c, ...rest }) => rest);
        }}
      />
      <TextField
        label={t('gives')}
        hint={t('givesHint')}
        maxLength={500}
        value={description}
        error={errors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors(({ description: _d, ...rest }) => rest);
        }}
      />
      <TextField
        label={t('validUntilOptional')}
        hint={t('validUntilHint')}
        type="date"
        value={until}
        error={errors.expiresAt}
        onChange={(event) => {
          setUntil(event.target.value);
          setErrors(({ expiresAt: _e, ...rest }) => rest);
        }}
      />
      <DialogFormFooter error={create.error} pending={create.isPending} submitLabel={t('create')} onCancel={onClose} />
    </DialogForm>
  );
}

function CouponState({ coupon, now }: { coupon: CouponListItem; now: number }) {
  const t = useTranslations('loyalty.coupons');
  if (coupon.redeemedAt) return <Badge tone="neutral">{t('redeemed')}</Badge>;
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now) return <Badge tone="warning">{t('expired')}</Badge>;
  return <Badge tone="success">{t('unused')}</Badge>;
}

export function CouponsSection({ businessId, initial }: { businessId: string; initial: CouponPage }) {
  const [status, setStatus] = useState<'' | 'unused' | 'redeemed'>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const t = useTranslations('loyalty.coupons');
  const common = useTranslations('common');
  const f = useFormat();
  const query: CouponQuery = { ...(status ? { status } : {}), ...(q ? { q } : {}), ...(cursors.length ? { cursor: cursors[cursors.length - 1] } : {}) };
  const coupons = useCoupons(businessId, query, initial);
  const now = Date.now();
  const base = `/dashboard/${businessId}`;

  const columns: ResponsiveColumn<CouponListItem>[] = [
    { label: t('code'), primary: true, nowrap: true, cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
    { label: t('state'), emphasis: true, cell: (c) => <CouponState coupon={c} now={now} /> },
    { label: t('givesColumn'), cell: (c) => c.description },
    { label: t('validUntil'), nowrap: true, cell: (c) => (c.expiresAt ? f.instantDate(c.expiresAt) : t('noEnd')) },
    { label: t('redeemedOn'), nowrap: true, cell: (c) => (c.redeemedAt ? f.dateTime(c.redeemedAt) : '—') },
    {
      label: t('by'),
      cell: (c) =>
        c.customerId ? (
          <a href={`${base}/customers/${c.customerId}`} className="text-brand-700 underline-offset-4 hover:underline">
            {c.customerName ?? t('aCustomer')}
          </a>
        ) : c.redeemedAt ? (
          t('notNamed')
        ) : (
          '—'
        ),
    },
  ];
  const filtered = Boolean(status || q);

  return (
    <Card title={t('title')} description={t('description')} actions={<Button onClick={() => setCreating(true)}>{t('new')}</Button>}>
      <form
        role="search"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
          setCursors([]);
        }}
      >
        <SelectField
          label={t('show')}
          className="w-40"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as typeof status);
            setCursors([]);
          }}
        >
          <option value="">{t('all')}</option>
          <option value="unused">{t('unused')}</option>
          <option value="redeemed">{t('redeemed')}</option>
        </SelectField>
        <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
          {common('search')}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('searchPlaceholder')} maxLength={100} className={controlClass} />
        </label>
        <Button type="submit" variant="secondary">
          {common('search')}
        </Button>
      </form>
      {coupons.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {t('loadError', { message: coupons.error.message })}
          <Button variant="secondary" size="sm" onClick={() => coupons.refetch()}>
            {common('retry')}
          </Button>
        </div>
      ) : !coupons.data ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('loading')}
        </p>
      ) : coupons.data.data.length === 0 ? (
        <EmptyState title={filtered ? t('noMatch') : t('noneYet')}>
          {filtered ? t('noMatchHelp') : t('noneYetHelp')}
        </EmptyState>
      ) : (
        <div aria-busy={coupons.isFetching || undefined}>
          <ResponsiveTable caption={t('caption')} rows={coupons.data.data} columns={columns} rowKey={(c) => c.id} minWidth="48rem" />
          {coupons.data.hasMore || cursors.length > 0 ? (
            <nav aria-label={t('pages')} className="mt-4 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
              {cursors.length > 0 ? (
                <Button variant="ghost" onClick={() => setCursors((current) => current.slice(0, -1))}>
                  ← {common('previous')}
                </Button>
              ) : (
                <span />
              )}
              {coupons.data.nextCursor ? (
                <Button variant="secondary" onClick={() => setCursors((current) => [...current, coupons.data!.nextCursor!])}>
                  {common('next')} →
                </Button>
              ) : null}
            </nav>
          ) : null}
        </div>
      )}
      {creating ? <NewCouponDialog businessId={businessId} onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
