'use client';
// Coupons: single-use codes the customers give at the till. A list (all, unused, redeemed; search by code or
// description; paging) showing when each was redeemed and by which customer, and "New coupon".
import { useState } from 'react';
import { DialogForm, DialogFormFooter } from '@/components/dashboard/customers/form-parts';
import { formatDateTime, formatInstantDate } from '@/components/dashboard/customers/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
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
  const create = useCreateCoupon(businessId);
  const notify = useToast();

  function submit() {
    if (until && !/^\d{4}-\d{2}-\d{2}$/.test(until)) {
      setErrors({ expiresAt: 'must be a date' });
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
          notify(`Coupon ${coupon.code} created.`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
        },
      },
    );
  }
  return (
    <DialogForm title="New coupon" description="A code a customer can use once, at the till or through your apps." onSubmit={submit} onClose={onClose}>
      <TextField
        label="Code"
        hint="Letters, digits, - and _; case does not matter"
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
        label="What it gives"
        hint="E.g. A free coffee"
        maxLength={500}
        value={description}
        error={errors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors(({ description: _d, ...rest }) => rest);
        }}
      />
      <TextField
        label="Valid until (optional)"
        hint="Through the end of that day, Brussels time"
        type="date"
        value={until}
        error={errors.expiresAt}
        onChange={(event) => {
          setUntil(event.target.value);
          setErrors(({ expiresAt: _e, ...rest }) => rest);
        }}
      />
      <DialogFormFooter error={create.error} pending={create.isPending} submitLabel="Create coupon" onCancel={onClose} />
    </DialogForm>
  );
}

function couponState(coupon: CouponListItem, now: number) {
  if (coupon.redeemedAt) return <Badge tone="neutral">Redeemed</Badge>;
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now) return <Badge tone="warning">Expired</Badge>;
  return <Badge tone="success">Unused</Badge>;
}

export function CouponsSection({ businessId, initial }: { businessId: string; initial: CouponPage }) {
  const [status, setStatus] = useState<'' | 'unused' | 'redeemed'>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const query: CouponQuery = { ...(status ? { status } : {}), ...(q ? { q } : {}), ...(cursors.length ? { cursor: cursors[cursors.length - 1] } : {}) };
  const coupons = useCoupons(businessId, query, initial);
  const now = Date.now();
  const base = `/dashboard/${businessId}`;

  const columns: ResponsiveColumn<CouponListItem>[] = [
    { label: 'Code', primary: true, nowrap: true, cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
    { label: 'State', emphasis: true, cell: (c) => couponState(c, now) },
    { label: 'Gives', cell: (c) => c.description },
    { label: 'Valid until', nowrap: true, cell: (c) => (c.expiresAt ? formatInstantDate(c.expiresAt) : 'No end') },
    { label: 'Redeemed', nowrap: true, cell: (c) => (c.redeemedAt ? formatDateTime(c.redeemedAt) : '—') },
    {
      label: 'By',
      cell: (c) =>
        c.customerId ? (
          <a href={`${base}/customers/${c.customerId}`} className="text-brand-700 underline-offset-4 hover:underline">
            {c.customerName ?? 'A customer'}
          </a>
        ) : c.redeemedAt ? (
          'Not named'
        ) : (
          '—'
        ),
    },
  ];
  const filtered = Boolean(status || q);

  return (
    <Card title="Coupons" description="Single-use codes. Redeemed through the API or your till app; each use is kept on the customer's card." actions={<Button onClick={() => setCreating(true)}>New coupon</Button>}>
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
          label="Show"
          className="w-40"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as typeof status);
            setCursors([]);
          }}
        >
          <option value="">All coupons</option>
          <option value="unused">Unused</option>
          <option value="redeemed">Redeemed</option>
        </SelectField>
        <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
          Search
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Code or description" maxLength={100} className={controlClass} />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {coupons.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          Could not load the coupons: {coupons.error.message}
          <Button variant="secondary" size="sm" onClick={() => coupons.refetch()}>
            Try again
          </Button>
        </div>
      ) : !coupons.data ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Loading coupons…
        </p>
      ) : coupons.data.data.length === 0 ? (
        <EmptyState title={filtered ? 'No coupon matches' : 'No coupons yet'}>
          {filtered ? 'Change the filter or the search.' : 'Create a code to hand out, e.g. BIENVENUE for a first visit.'}
        </EmptyState>
      ) : (
        <div aria-busy={coupons.isFetching || undefined}>
          <ResponsiveTable caption="Coupons, newest first" rows={coupons.data.data} columns={columns} rowKey={(c) => c.id} minWidth="48rem" />
          {coupons.data.hasMore || cursors.length > 0 ? (
            <nav aria-label="Coupon pages" className="mt-4 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
              {cursors.length > 0 ? (
                <Button variant="ghost" onClick={() => setCursors((current) => current.slice(0, -1))}>
                  ← Previous
                </Button>
              ) : (
                <span />
              )}
              {coupons.data.nextCursor ? (
                <Button variant="secondary" onClick={() => setCursors((current) => [...current, coupons.data!.nextCursor!])}>
                  Next →
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
