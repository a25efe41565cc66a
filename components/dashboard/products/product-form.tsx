'use client';
// Create or edit a product. The form is checked with the API's own zod schema before it is sent (create: the
// whole body; edit: only the changed fields), and the server's answers (unknown VAT rate, duplicate SKU, …)
// appear next to their fields.
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { useToast } from '@/components/ui/toast';
import { useCategories, useCreateProduct, useUpdateProduct } from '@/lib/dashboard/client/products';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { priceInclVat } from '@/lib/domain/catalog/pricing';
import { minorDigits } from '@/lib/domain/shared/money';
import { type Product, type UpdateProductBody, createProductBody, updateProductBody } from '@/lib/domain/catalog/schemas';
import { formatMoney, formatVat, issuesByField, parseDecimal } from './format';
import { ImageListField } from './image-list-field';

type FormState = {
  name: string;
  sku: string;
  sellingPrice: string;
  vatPercent: string;
  categoryId: string;
  description: string;
  images: string[];
  isForSale: boolean;
  trackInventory: boolean;
  stockQuantity: string;
};

type Errors = Record<string, string>;

/** The words the form's own checks write (products.form.*). */
type CheckWords = (key: 'form.enterName' | 'form.enterNumber' | 'form.enterPrice' | 'form.enterWholeNumber') => string;

const fieldId = (field: string) => `product-${field}`;

function initialState(product: Product | undefined, vatRates: number[]): FormState {
  if (product) {
    return {
      name: product.name,
      sku: product.sku ?? '',
      sellingPrice: product.sellingPrice.toFixed(minorDigits(product.currency)),
      vatPercent: String(product.vatPercent),
      categoryId: product.categoryId ?? '',
      description: product.description ?? '',
      images: product.images,
      isForSale: product.isForSale,
      trackInventory: product.trackInventory,
      stockQuantity: '0',
    };
  }
  const vat = vatRates.includes(21) ? 21 : (vatRates.at(-1) ?? 21);
  return {
    name: '',
    sku: '',
    sellingPrice: '',
    vatPercent: String(vat),
    categoryId: '',
    description: '',
    images: [],
    isForSale: true,
    trackInventory: true,
    stockQuantity: '0',
  };
}

/** Typed text → numbers; text that is no number is reported here, the rest is the schema's business. */
function numbers(state: FormState, errors: Errors, t: CheckWords) {
  if (!state.name.trim()) errors.name = t('form.enterName');
  const sellingPrice = parseDecimal(state.sellingPrice);
  if (Number.isNaN(sellingPrice)) errors.sellingPrice = state.sellingPrice.trim() ? t('form.enterNumber') : t('form.enterPrice');
  const stockQuantity = state.stockQuantity.trim() === '' ? 0 : Number(state.stockQuantity.trim());
  if (!Number.isFinite(stockQuantity)) errors.stockQuantity = t('form.enterWholeNumber');
  return { sellingPrice, vatPercent: Number(state.vatPercent), stockQuantity };
}

function createBody(state: FormState, errors: Errors, t: CheckWords) {
  const { sellingPrice, vatPercent, stockQuantity } = numbers(state, errors, t);
  return {
    name: state.name,
    ...(state.sku.trim() ? { sku: state.sku.trim() } : {}),
    ...(state.description.trim() ? { description: state.description } : {}),
    ...(state.categoryId ? { categoryId: state.categoryId } : {}),
    sellingPrice,
    vatPercent,
    isForSale: state.isForSale,
    images: state.images,
    trackInventory: state.trackInventory,
    ...(state.trackInventory ? { stockQuantity } : {}),
  };
}

/** Only what differs from the product: a PATCH never rewrites fields the merchant did not touch. */
function changes(state: FormState, product: Product, errors: Errors, t: CheckWords): Partial<Record<keyof UpdateProductBody, unknown>> {
  const { sellingPrice, vatPercent } = numbers(state, errors, t);
  const diff: Partial<Record<keyof UpdateProductBody, unknown>> = {};
  if (state.name !== product.name) diff.name = state.name;
  const sku = state.sku.trim() || null;
  if (sku !== product.sku) diff.sku = sku;
  const description = state.description.trim() ? state.description : null;
  if (description !== product.description) diff.description = description;
  const categoryId = state.categoryId || null;
  if (categoryId !== product.categoryId) diff.categoryId = categoryId;
  if (Number.isNaN(sellingPrice) || sellingPrice !== product.sellingPrice) diff.sellingPrice = sellingPrice;
  if (vatPercent !== product.vatPercent) diff.vatPercent = vatPercent;
  if (state.isForSale !== product.isForSale) diff.isForSale = state.isForSale;
  if (state.trackInventory !== product.trackInventory) diff.trackInventory = state.trackInventory;
  if (JSON.stringify(state.images) !== JSON.stringify(product.images)) diff.images = state.images;
  return diff;
}

export function ProductForm({
  businessId,
  currency,
  vatRates,
  product,
}: {
  businessId: string;
  currency: string;
  vatRates: number[];
  product?: Product;
}) {
  const router = useRouter();
  const notify = useToast();
  const t = useTranslations('products');
  const tc = useTranslations('common');
  const tg = useTranslations('catalog');
  const f = useFormat();
  const categories = useCategories(businessId);
  const create = useCreateProduct(businessId);
  const update = useUpdateProduct(businessId, product?.id ?? '');
  const [state, setState] = useState(() => initialState(product, vatRates));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const base = `/dashboard/${businessId}/products`;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };

  function showErrors(next: Errors, message: string | null) {
    setErrors(next);
    setFormError(message);
    const first = ['name', 'sku', 'sellingPrice', 'vatPercent', 'categoryId', 'images', 'description', 'stockQuantity'].find(
      (field) => next[field] !== undefined || Object.keys(next).some((key) => key.startsWith(`${field}.`)),
    );
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first === 'images' ? 'image-url' : first))?.focus());
  }

  function serverError(error: unknown) {
    if (error instanceof DashboardApiError) {
      const fields = error.fieldErrors();
      const known = Object.keys(fields).some((key) => /^(name|sku|sellingPrice|vatPercent|categoryId|images|description|stockQuantity)(\.|$)/.test(key));
      showErrors(fields, known ? null : error.message);
      notify(error.status === 409 ? t('form.skuTaken') : t('form.checkFields'), 'error');
    } else {
      showErrors({}, tg('unreachable'));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed: Errors = {};
    if (!product) {
      const body = createBody(state, typed, t);
      const parsed = createProductBody.safeParse(body);
      const all = { ...(parsed.success ? {} : issuesByField(parsed.error.issues)), ...typed };
      if (!parsed.success || Object.keys(typed).length > 0) return showErrors(all, null);
      showErrors({}, null);
      create.mutate(parsed.data, {
        onSuccess: (created) => {
          notify(t('form.created', { name: created.name }));
          router.push(`${base}/${created.id}`);
        },
        onError: serverError,
      });
      return;
    }
    const diff = changes(state, product, typed, t);
    if (Object.keys(diff).length === 0) {
      notify(t('form.nothingToSave'));
      return;
    }
    const parsed = updateProductBody.safeParse(diff);
    const all = { ...(parsed.success ? {} : issuesByField(parsed.error.issues)), ...typed };
    if (!parsed.success || Object.keys(typed).length > 0) return showErrors(all, null);
    showErrors({}, null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setState(initialState(saved, vatRates));
        notify(t('form.saved', { name: saved.name }));
      },
      onError: serverError,
    });
  }

  const price = parseDecimal(state.sellingPrice);
  const vat = Number(state.vatPercent);
  const inclVat = Number.isFinite(price) && price >= 0 ? priceInclVat(price, vat, currency) : null;
  const rates = vatRates.includes(vat) ? vatRates : [...vatRates, vat].sort((a, b) => a - b);

  return (
    <form noValidate onSubmit={submit} className="min-w-0 space-y-6" aria-label={product ? t('form.editLabel') : t('form.newLabel')}>
      <FormError message={formError} />
      <Card title={t('form.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId('name')}
            label={t('form.name')}
            className="sm:col-span-2"
            value={state.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
            maxLength={200}
            required
          />
          <TextField
            id={fieldId('sku')}
            label={t('form.sku')}
            hint={t('form.skuHint')}
            value={state.sku}
            onChange={(e) => set('sku', e.target.value)}
            error={errors.sku}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            id={fieldId('categoryId')}
            label={t('form.category')}
            value={state.categoryId}
            onChange={(e) => set('categoryId', e.target.value)}
            error={errors.categoryId}
            hint={
              categories.isPending ? (
                t('form.loadingCategories')
              ) : (
                <a href={`/dashboard/${businessId}/categories`} className="font-medium text-brand-700 underline hover:text-brand-800">
                  {t('form.manageCategories')}
                </a>
              )
            }
          >
            <option value="">{t('form.noCategory')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            {product?.category && !categories.data?.some((c) => c.id === product.category?.id) ? (
              <option value={product.category.id}>{product.category.name}</option>
            ) : null}
          </SelectField>
          <TextAreaField
            id={fieldId('description')}
            label={t('form.description')}
            hint={t('form.descriptionHint')}
            className="sm:col-span-2"
            rows={4}
            value={state.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            maxLength={10_000}
          />
        </div>
      </Card>

      <Card title={t('form.price')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId('sellingPrice')}
            label={t('form.priceExclVat', { currency })}
            inputMode="decimal"
            value={state.sellingPrice}
            onChange={(e) => set('sellingPrice', e.target.value)}
            error={errors.sellingPrice}
            hint={inclVat !== null ? t('form.customersPay', { amount: formatMoney(inclVat, currency, f.locale), vat: formatVat(vat, f.locale) }) : t('form.priceExample')}
            autoComplete="off"
            required
          />
          <SelectField id={fieldId('vatPercent')} label={t('form.vatRate')} value={state.vatPercent} onChange={(e) => set('vatPercent', e.target.value)} error={errors.vatPercent}>
            {rates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {formatVat(rate, f.locale)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>

      <Card title={t('form.images')} description={t('form.imagesDescription')}>
        <ImageListField
          businessId={businessId}
          inputId={fieldId('image-url')}
          images={state.images}
          onChange={(images) => set('images', images)}
          errors={errors}
          onClearError={(key) => setErrors(({ [key]: _cleared, ...rest }) => rest)}
        />
      </Card>

      <Card title={t('form.salesAndStock')}>
        <div className="space-y-4">
          <Checkbox
            label={t('form.forSale')}
            description={t('form.forSaleDescription')}
            checked={state.isForSale}
            onCheckedChange={(checked) => set('isForSale', checked)}
          />
          <Checkbox
            label={t('form.trackInventory')}
            description={t('form.trackInventoryDescription')}
            checked={state.trackInventory}
            onCheckedChange={(checked) => set('trackInventory', checked)}
          />
          {!product && state.trackInventory ? (
            <TextField
              id={fieldId('stockQuantity')}
              label={t('form.openingStock')}
              hint={t('form.openingStockHint')}
              inputMode="numeric"
              className="max-w-xs"
              value={state.stockQuantity}
              onChange={(e) => set('stockQuantity', e.target.value)}
              error={errors.stockQuantity}
            />
          ) : null}
        </div>
      </Card>

      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink href={base}>{tc('cancel')}</ButtonLink>
        <Button type="submit" pending={pending}>
          {pending ? tc('saving') : product ? tc('saveChanges') : t('form.createProduct')}
        </Button>
      </div>
    </form>
  );
}
