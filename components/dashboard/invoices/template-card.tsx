'use client';
// The PDF layout of every invoice and credit note: the per-rate VAT summary and the two optional line columns.
// Saved at once for every PDF printed afterwards (finalized documents keep their amounts; only the layout changes).
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { type InvoiceTemplate, useInvoiceTemplate, useUpdateInvoiceTemplate } from '@/lib/dashboard/client/invoices';

/** The layout's options (each with its label and description in the catalogue, invoiceTemplate.options.<key>). */
const OPTIONS: (keyof InvoiceTemplate)[] = ['showVatSummary', 'showLineTotalExclVat', 'showLineTotalInclVat'];

export function InvoiceTemplateCard({ businessId }: { businessId: string }) {
  const template = useInvoiceTemplate(businessId);
  const save = useUpdateInvoiceTemplate(businessId);
  const notify = useToast();
  const t = useTranslations('invoiceTemplate');
  const tc = useTranslations('common');
  const [form, setForm] = useState<InvoiceTemplate | null>(null);
  useEffect(() => {
    if (template.data && form === null) setForm(template.data);
  }, [template.data, form]);
  const dirty = !!form && !!template.data && OPTIONS.some((key) => form[key] !== template.data[key]);

  return (
    <Card title={t('title')} description={t('description')}>
      {template.isPending || !form ? (
        template.isError ? (
          <div className="space-y-3">
            <FormError message={t('loadError', { error: template.error.message })} />
            <Button variant="secondary" onClick={() => template.refetch()}>
              {tc('retry')}
            </Button>
          </div>
        ) : (
          <Loading label={t('loading')} />
        )
      ) : (
        <form
          aria-label={t('title')}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(form, { onSuccess: () => notify(t('saved')) });
          }}
        >
          {OPTIONS.map((key) => (
            <Checkbox
              key={key}
              label={t(`options.${key}.label`)}
              description={t(`options.${key}.description`)}
              checked={form[key]}
              onCheckedChange={(checked) => setForm({ ...form, [key]: checked })}
            />
          ))}
          <FormError message={save.error?.message} />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" variant="secondary" pending={save.isPending} disabled={!dirty}>
              {t('save')}
            </Button>
            {dirty ? <p className="text-sm text-slate-600">{tc('unsavedChanges')}</p> : null}
          </div>
        </form>
      )}
    </Card>
  );
}
