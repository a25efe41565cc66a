'use client';
// Shop settings: name, status, shipping and price display. Sent as the body of PATCH /public/shop (checked
// first with the same schema); the first save creates the shop. The server's errors land on the fields.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormStatus, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { type Shop, type ShopState, useShop, useUpdateShop } from '@/lib/dashboard/client/shop';
import { type Site, useSite } from '@/lib/dashboard/client/site';
import { SHOP_STATUSES, type UpsertShopBody, upsertShopBody } from '@/lib/domain/shop/schemas';
import { SetupChecklist } from './setup-checklist';

type Status = (typeof SHOP_STATUSES)[number];
type Form = { name: string; status: Status; offersShipping: boolean; shippingFlatRate: string; showPricesToGuests: boolean };

// The badge tone per status; the words are shopSettings.status.<status> and shopSettings.statusDetail.<status>.
const STATUS_TONE: Record<Status, 'neutral' | 'success' | 'warning'> = { DRAFT: 'neutral', ACTIVE: 'success', PAUSED: 'warning' };

// The form's defaults before the first save are the domain's defaults on creation (lib/domain/shop/shop.ts).
function formOf(shop: Shop | null): Form {
  return {
    name: shop?.name ?? '',
    status: shop?.status ?? 'DRAFT',
    offersShipping: shop?.offersShipping ?? false,
    shippingFlatRate: String(shop?.shippingFlatRate ?? 0),
    showPricesToGuests: shop?.showPricesToGuests ?? true,
  };
}

const amount = (text: string) => (/^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);

/** The body to send: what changed (everything on the first save, the name only if given). */
function changesOf(form: Form, shop: Shop | null): Record<string, unknown> {
  const saved = formOf(shop);
  const changes: Record<string, unknown> = {};
  if (form.name.trim() !== saved.name || (!shop && form.name.trim() !== '')) changes.name = form.name;
  if (!shop || form.status !== saved.status) changes.status = form.status;
  if (!shop || form.offersShipping !== saved.offersShipping) changes.offersShipping = form.offersShipping;
  if (!shop || amount(form.shippingFlatRate) !== shop.shippingFlatRate) changes.shippingFlatRate = amount(form.shippingFlatRate);
  if (!shop || form.showPricesToGuests !== saved.showPricesToGuests) changes.showPricesToGuests = form.showPricesToGuests;
  return changes;
}

export function ShopSettings({
  businessId,
  businessName,
  initialShop,
  initialSite,
  unverifiedOwnerEmails,
}: {
  businessId: string;
  businessName: string;
  initialShop: ShopState;
  initialSite: Site;
  /** Set while no owner has confirmed their e-mail address: opening the shop waits for it (the publish rule). */
  unverifiedOwnerEmails: string[] | null;
}) {
  const { data: state = initialShop } = useShop(businessId, initialShop);
  const { data: site = initialSite } = useSite(businessId, initialSite);
  const shop = state.shop;
  const [form, setForm] = useState<Form>(() => formOf(initialShop.shop));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateShop(businessId);
  const notify = useToast();
  const t = useTranslations('shopSettings');
  const tc = useTranslations('common');
  const tg = useTranslations('catalog');
  const currency = shop?.currency ?? 'EUR';

  const update = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const dirty = Object.keys(changesOf(form, shop)).length > 0 && shop !== null;
  // An open shop stays open (the rule is about opening one); a closed one waits for the verification.
  const verifyFirst = unverifiedOwnerEmails !== null && shop?.status !== 'ACTIVE';
  useUnsavedChangesWarning(dirty);

  const formError =
    save.error && !(save.error instanceof DashboardApiError && (Object.keys(save.error.fieldErrors()).length > 0 || save.error.code === 'email_not_verified'))
      ? save.error instanceof DashboardApiError
        ? save.error.message
        : tg('unreachable')
      : null;

  function submit() {
    const changes = changesOf(form, shop);
    if (Object.keys(changes).length === 0) {
      notify(t('nothingToSave'));
      return;
    }
    if (Number.isNaN(changes.shippingFlatRate)) {
      setErrors({ shippingFlatRate: t('enterAmount') });
      return;
    }
    const parsed = upsertShopBody.safeParse(changes);
    if (!parsed.success) {
      setErrors(issueFields(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data as UpsertShopBody, {
      onSuccess: (saved) => {
        setForm(formOf(saved.shop));
        notify(shop ? t('saved') : t('created'));
      },
      onError: (error) => {
        if (error instanceof DashboardApiError && error.code === 'email_not_verified') setErrors({ status: error.message });
        else if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
      },
    });
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <ButtonLink href={site.url} target="_blank" rel="noopener">
            {t('openStorefront')}
            <span className="sr-only">{t('newTab')}</span>
          </ButtonLink>
        }
      />
      <div className="mb-6">
        <SetupChecklist businessId={businessId} checklist={state.checklist} />
      </div>
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Card
          title={
            <span className="flex items-center gap-2">
              {t('shop')}
              {shop ? <Badge tone={STATUS_TONE[shop.status]}>{t(`status.${shop.status}`)}</Badge> : <Badge>{t('notSetUp')}</Badge>}
            </span>
          }
          description={
            site.isEnabled
              ? t('shownAt', { url: site.url })
              : t('notPublished')
          }
        >
          <div className="space-y-5">
            {shop ? null : (
              <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
                {t('notSetUpYet')}
              </p>
            )}
            <TextField
              label={t('name')}
              value={form.name}
              placeholder={businessName}
              onChange={(event) => update('name', event.target.value)}
              error={errors.name}
              hint={shop ? undefined : t('nameHint', { name: businessName })}
              className="max-w-md"
            />
            <fieldset aria-describedby={[errors.status ? 'shop-status-error' : '', verifyFirst ? 'shop-status-verify' : ''].join(' ').trim() || undefined}>
              <legend className="mb-2 text-sm font-medium text-slate-800">{t('statusLegend')}</legend>
              {verifyFirst ? (
                <p id="shop-status-verify" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="shop-verify-note">
                  <strong className="font-semibold">{t('verifyTitle')}</strong> {t('verifyBody', { emails: unverifiedOwnerEmails!.join(t('or')) })}
                </p>
              ) : null}
              <div className="grid gap-3 md:grid-cols-3">
                {SHOP_STATUSES.map((status) => (
                  <label
                    key={status}
                    className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${
                      form.status === status ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50'
                    }`}
                  >
                    <input
                      type="radio"
                      name="status"
                      value={status}
                      checked={form.status === status}
                      disabled={verifyFirst && status === 'ACTIVE'}
                      onChange={() => update('status', status)}
                      className="mt-0.5 size-4 accent-brand-700"
                    />
                    <span>
                      <span className="block font-medium text-slate-900">{t(`status.${status}`)}</span>
                      <span className="block text-slate-600">{t(`statusDetail.${status}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.status ? (
                <p id="shop-status-error" className="mt-1 text-xs font-medium text-red-700">
                  {errors.status}
                </p>
              ) : null}
            </fieldset>
          </div>
        </Card>

        <Card title={t('shippingAndPrices')}>
          <div className="space-y-5">
            <Checkbox
              label={t('offerShipping')}
              description={t('offerShippingDescription')}
              checked={form.offersShipping}
              onCheckedChange={(checked) => update('offersShipping', checked)}
            />
            <div className="flex max-w-xs items-end gap-2 pl-8">
              <TextField
                label={t('flatRate', { currency })}
                inputMode="decimal"
                className="flex-1"
                value={form.shippingFlatRate}
                disabled={!form.offersShipping}
                onChange={(event) => update('shippingFlatRate', event.target.value)}
                error={errors.shippingFlatRate}
                hint={t('flatRateHint')}
              />
            </div>
            <Checkbox
              label={t('showPrices')}
              description={t('showPricesDescription')}
              checked={form.showPricesToGuests}
              onCheckedChange={(checked) => update('showPricesToGuests', checked)}
            />
          </div>
        </Card>

        <div className="flex flex-wrap items-center justify-end gap-3">
          <div className="mr-auto min-w-0 flex-1">
            <FormStatus formError={formError} fieldErrorCount={Object.keys(errors).length} dirty={dirty} />
          </div>
          <Button
            variant="secondary"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setForm(formOf(shop));
              setErrors({});
              save.reset();
            }}
          >
            {t('discard')}
          </Button>
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? tc('saving') : shop ? t('saveSettings') : t('createShop')}
          </Button>
        </div>
      </form>
    </>
  );
}
