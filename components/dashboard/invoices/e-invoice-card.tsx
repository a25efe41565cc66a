'use client';
// The document's e-invoice (UBL, Peppol BIS Billing 3.0), in plain words: where it goes when it is ready; else what
// it still needs (the server's `eInvoice.missing`, one rule with the download) and how to fix each: the buyer's
// fields in the form of a draft, a credit note and a corrected invoice once finalized, the Business page for the
// business's own details; or the ECB rate it waits for.
import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { InvoiceDetail } from '@/lib/dashboard/client/invoices';
import { formatDate } from '@/lib/i18n/format';
import { PeppolIdText } from '../peppol-id-field';
import { buyerFieldIds } from './invoice-header-form';
import { linkClass } from './invoice-format';

type Missing = InvoiceDetail['eInvoice']['missing'][number];

const FIELD_NAMES: Record<keyof typeof buyerFieldIds, string> = {
  buyerVatNumber: 'VAT number',
  buyerAddress: 'address',
  buyerPeppolId: 'Peppol address',
};

const isBuyerField = (path: string): path is keyof typeof buyerFieldIds => path in buyerFieldIds;

/** Scrolls to the field of the draft's form and puts the cursor in it (the link's #id is the fallback). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const input = document.getElementById(id);
  if (!input) return;
  event.preventDefault();
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
}

function MissingList({ missing, fix }: { missing: Missing[]; fix: (item: Missing) => ReactNode }) {
  return (
    <ul className="space-y-2 text-sm">
      {missing.map((item) => (
        <li key={`${item.path}:${item.message}`} className="rounded-lg border border-slate-200 px-3 py-2">
          <span className="block text-slate-900">{item.message}</span>
          {fix(item)}
        </li>
      ))}
    </ul>
  );
}

export function EInvoiceCard({
  businessId,
  invoice,
  canManage,
}: {
  businessId: string;
  invoice: InvoiceDetail;
  /** A manager or owner: reaches the Business page and may credit the invoice. */
  canManage: boolean;
}) {
  const { ready, missing, buyerPeppolId } = invoice.eInvoice;
  const draft = invoice.status === 'DRAFT';
  const kind = invoice.type === 'CREDIT_NOTE' ? 'credit note' : 'invoice';
  const pendingRate = invoice.exchangeRateStatus === 'pending';
  const buyerMissing = missing.some((item) => isBuyerField(item.path));
  const businessHref = `/dashboard/${businessId}/business`;
  // No VAT number: most likely a consumer, for whom the PDF is the whole story.
  const consumer = !invoice.buyerVatNumber;
  const mayCredit = canManage && invoice.type === 'INVOICE' && (invoice.outstandingAmount ?? 0) > 0;

  const fix = (item: Missing) => {
    if (item.path.startsWith('business.')) {
      return canManage ? (
        <a href={businessHref} className={`mt-1 inline-block ${linkClass}`}>
          Fill it in on the Business page
        </a>
      ) : (
        <span className="mt-1 block text-slate-600">A manager or an owner fills it in on the Business page.</span>
      );
    }
    if (draft && isBuyerField(item.path)) {
      const id = buyerFieldIds[item.path];
      return (
        <a href={`#${id}`} className={`mt-1 inline-block ${linkClass}`} onClick={(event) => focusField(event, id)}>
          Fill in the buyer&rsquo;s {FIELD_NAMES[item.path]} below
        </a>
      );
    }
    return null;
  };

  const status = ready ? (
    <Badge tone="success">Ready</Badge>
  ) : draft ? (
    <Badge>{missing.length === 0 ? 'Complete' : 'Before you finalize'}</Badge>
  ) : missing.length === 0 && pendingRate ? (
    <Badge tone="warning">Waiting for the rate</Badge>
  ) : (
    <Badge>PDF only</Badge>
  );

  return (
    <Card title="E-invoice (Peppol)" description="Needed only for business customers: they receive it in their accounting software. A consumer gets the PDF." actions={status}>
      <div className="space-y-3 text-sm text-slate-800">
        {ready && buyerPeppolId ? (
          <>
            <p>
              Download the e-invoice (UBL) and hand it to your Peppol access point or accounting software. It is addressed to the Peppol address{' '}
              <PeppolIdText value={buyerPeppolId} />
              {invoice.buyerPeppolId ? '.' : ", taken from the buyer's Belgian VAT number."}
            </p>
            <p>The PDF travels inside it: the buyer sees the same {kind} as on paper.</p>
          </>
        ) : null}

        {draft ? (
          missing.length === 0 ? (
            <p>
              Nothing is missing: once finalized, this {kind} can be downloaded as an e-invoice
              {buyerPeppolId ? (
                <>
                  {' '}
                  for the Peppol address <PeppolIdText value={buyerPeppolId} />
                </>
              ) : null}
              .
            </p>
          ) : (
            <>
              <p>
                {consumer
                  ? 'For a consumer, nothing is missing: the PDF is all they need. If this buyer is a business that wants an e-invoice, fill in before you finalize:'
                  : "Before you finalize, this business customer's e-invoice still needs:"}
              </p>
              <MissingList missing={missing} fix={fix} />
              <p className="text-slate-600">Save the details after filling them in: this list follows what is saved.</p>
            </>
          )
        ) : null}

        {!draft && !ready && missing.length > 0 ? (
          <>
            <p>
              This {kind} goes out as a PDF{consumer ? ', all a consumer needs' : ''}. An e-invoice would also need:
            </p>
            <MissingList missing={missing} fix={fix} />
            {buyerMissing ? (
              <p>
                The buyer of a finalized {kind} can no longer change.{' '}
                {invoice.type === 'INVOICE'
                  ? `To send this buyer an e-invoice, cancel this invoice with a credit note${mayCredit ? ' (Create credit note… above)' : ''} and make a corrected invoice with the complete buyer details.`
                  : 'Its PDF is the document to send.'}
              </p>
            ) : null}
          </>
        ) : null}

        {pendingRate && (draft || missing.length === 0) ? (
          <p>
            The e-invoice is available once the ECB {invoice.currency} rate of {formatDate(invoice.issueDate)} is known
            {draft ? ` and the ${kind} is finalized` : ''}; this page updates by itself.
          </p>
        ) : null}
      </div>
    </Card>
  );
}
