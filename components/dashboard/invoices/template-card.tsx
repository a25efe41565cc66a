'use client';
// The PDF layout of every invoice and credit note: the per-rate VAT summary and the two optional line columns.
// Saved at once for every PDF printed afterwards (finalized documents keep their amounts; only the layout changes).
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { type InvoiceTemplate, useInvoiceTemplate, useUpdateInvoiceTemplate } from '@/lib/dashboard/client/invoices';

const OPTIONS: { key: keyof InvoiceTemplate; label: string; description: string }[] = [
  { key: 'showVatSummary', label: 'VAT summary per rate', description: 'A table of the base and VAT of each rate under the lines (« Récapitulatif TVA »).' },
  { key: 'showLineTotalExclVat', label: 'Line total excl. VAT column', description: 'Each line shows its total before VAT (« Total HTVA »).' },
  { key: 'showLineTotalInclVat', label: 'Line total incl. VAT column', description: 'Each line shows its total with VAT (« Total TTC »).' },
];

export function InvoiceTemplateCard({ businessId }: { businessId: string }) {
  const template = useInvoiceTemplate(businessId);
  const save = useUpdateInvoiceTemplate(businessId);
  const notify = useToast();
  const [form, setForm] = useState<InvoiceTemplate | null>(null);
  useEffect(() => {
    if (template.data && form === null) setForm(template.data);
  }, [template.data, form]);
  const dirty = !!form && !!template.data && OPTIONS.some(({ key }) => form[key] !== template.data[key]);

  return (
    <Card title="PDF layout" description="What every invoice and credit note PDF prints besides the required mentions.">
      {template.isPending || !form ? (
        template.isError ? (
          <div className="space-y-3">
            <FormError message={`Could not load the PDF layout: ${template.error.message}`} />
            <Button variant="secondary" onClick={() => template.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Loading label="Loading the PDF layout…" />
        )
      ) : (
        <form
          aria-label="PDF layout"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(form, { onSuccess: () => notify('PDF layout saved: the next PDFs print it.') });
          }}
        >
          {OPTIONS.map((option) => (
            <Checkbox
              key={option.key}
              label={option.label}
              description={option.description}
              checked={form[option.key]}
              onCheckedChange={(checked) => setForm({ ...form, [option.key]: checked })}
            />
          ))}
          <FormError message={save.error?.message} />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" variant="secondary" pending={save.isPending} disabled={!dirty}>
              Save PDF layout
            </Button>
            {dirty ? <p className="text-sm text-slate-600">You have unsaved changes.</p> : null}
          </div>
        </form>
      )}
    </Card>
  );
}
