'use client';
// How the invoices pages name a document and show its state; amounts in major units are written in the user's
// language through the product's one formatting module (useFormat: fr "4,45 €", nl "€ 4,45", en "€4,45").
import { Fragment, type ReactNode, useCallback } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/components/ui/i18n';
import type { InvoiceStatus, InvoiceType } from '@/lib/dashboard/client/invoices';
import { minorDigits } from '@/lib/i18n/format';

type Named = { type: InvoiceType; number: string | null };

/** The document's kind, as the catalogue's keys name it: invoice or credit note, numbered (finalized) or a draft. */
export function documentKind(doc: Named): 'invoice' | 'invoiceDraft' | 'creditNote' | 'creditNoteDraft' {
  const kind = doc.type === 'CREDIT_NOTE' ? 'creditNote' : 'invoice';
  return doc.number ? kind : `${kind}Draft`;
}

/** Invoice or credit note, whatever its state (the catalogue's keys that tell only these two apart). */
export const typeKind = (doc: { type: InvoiceType }) => (doc.type === 'CREDIT_NOTE' ? 'creditNote' : 'invoice');

/** The page title: "Invoice 2026-000001", "Credit note NC-2026-000001", "Draft invoice". */
export function useDocumentTitle() {
  const t = useTranslations('invoices');
  return useCallback((doc: Named) => t(`title.${documentKind(doc)}`, { number: doc.number ?? '' }), [t]);
}

/** An amount in major units of `currency`, in the user's language. */
export function useMoney() {
  const f = useFormat();
  return useCallback((amount: number, currency: string) => f.money(Math.round(amount * 10 ** minorDigits(currency)), currency), [f]);
}

/**
 * A message with elements in some of its placeholders (a <time>, a Peppol address): `format` gets a marker for each,
 * and the translated text is cut at the markers to put the elements in, e.g.
 * withNodes((values) => t('sends.queued', values), { at: <time dateTime={iso}>…</time> }).
 */
export function withNodes(format: (values: Record<string, string>) => string, nodes: Record<string, ReactNode>): ReactNode {
  const markers = Object.fromEntries(Object.keys(nodes).map((name) => [name, `\u0000${name}\u0000`]));
  return format(markers)
    .split('\u0000')
    .map((part, index) => (index % 2 === 1 && part in nodes ? <Fragment key={index}>{nodes[part]}</Fragment> : part));
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('invoices');
  return <Badge tone={status === 'FINALIZED' ? 'success' : 'warning'}>{t(`status.${status}`)}</Badge>;
}

export const linkClass = 'text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A download arrow for PDF links. */
export function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
      <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
