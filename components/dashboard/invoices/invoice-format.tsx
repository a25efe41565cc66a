// How the invoices pages name a document and show its state; amounts in major units are written as everywhere
// in the dashboard (formatMoney of components/dashboard/products/format.ts: "4,45 €", "1 234,50 USD").
import { Badge } from '@/components/ui/badge';
import type { InvoiceStatus, InvoiceType } from '@/lib/dashboard/client/invoices';

export { formatMoney as money } from '@/components/dashboard/products/format';

type Named = { type: InvoiceType; status: InvoiceStatus; number: string | null; buyerName: string };

/** "Invoice 2026-000001", "Credit note NC-2026-000001", "Draft invoice" — the page title. */
export function documentTitle(doc: Pick<Named, 'type' | 'number'>): string {
  const kind = doc.type === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice';
  return doc.number ? `${kind} ${doc.number}` : `Draft ${kind.toLowerCase()}`;
}

/** The same, with the buyer for drafts (for link and button labels). */
export function documentName(doc: Named): string {
  const kind = doc.type === 'CREDIT_NOTE' ? 'credit note' : 'invoice';
  return doc.number ? `${kind} ${doc.number}` : `draft ${kind} for ${doc.buyerName}`;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={status === 'FINALIZED' ? 'success' : 'warning'}>{status === 'FINALIZED' ? 'Finalized' : 'Draft'}</Badge>;
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
