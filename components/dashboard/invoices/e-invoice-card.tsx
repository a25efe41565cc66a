'use client';
// The document's e-invoice (UBL, Peppol BIS Billing 3.0), in plain words: where it goes when it is ready; else what
// it still needs (the server's `eInvoice.missing`, one rule with the download, told in the user's language by its
// path) and how to fix each: the buyer's fields in the form of a draft, a credit note and a corrected invoice once
// finalized, the Business page for the business's own details; or the ECB rate it waits for.
import type { MouseEvent, ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/components/ui/i18n';
import type { InvoiceDetail } from '@/lib/dashboard/client/invoices';
import { compactVatNumber } from '@/lib/domain/shared/peppol-id';
import { PeppolIdText } from '../peppol-id-field';
import { buyerFieldIds } from './invoice-header-form';
import { linkClass, typeKind, withNodes } from './invoice-format';

type Missing = InvoiceDetail['eInvoice']['missing'][number];

const isBuyerField = (path: string): path is keyof typeof buyerFieldIds => path in buyerFieldIds;

const BUSINESS_FIELDS = ['vatNumber', 'enterpriseNumber', 'address'] as const;
const isBusinessField = (field: string): field is (typeof BUSINESS_FIELDS)[number] => (BUSINESS_FIELDS as readonly string[]).includes(field);

/**
 * The catalogue's key of what is missing, by its path (the API's `message` stays English: it is the API's
 * contract). The buyer's VAT number is missing, lacks its country code, or has wrong check digits: told apart as
 * lib/domain/invoices/e-invoice.ts does, from the saved number. Null: a path this page does not know yet.
 */
function missingKey(item: Missing, buyerVatNumber: string | null) {
  if (item.path === 'buyerVatNumber') {
    const vat = buyerVatNumber ? compactVatNumber(buyerVatNumber) : '';
    if (!vat) return 'missing.buyerVatNumber' as const;
    return /^[A-Z]{2}[A-Z0-9+*]{2,15}$/.test(vat) ? ('missing.buyerVatNumberCheckDigits' as const) : ('missing.buyerVatNumberPrefix' as const);
  }
  if (item.path === 'buyerAddress' || item.path === 'buyerPeppolId') return `missing.${item.path}` as const;
  const field = item.path.startsWith('business.') ? item.path.slice('business.'.length) : '';
  return isBusinessField(field) ? (`missing.business.${field}` as const) : null;
}

/** Scrolls to the field of the draft's form and puts the cursor in it (the link's #id is the fallback). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const input = document.getElementById(id);
  if (!input) return;
  event.preventDefault();
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
}

function MissingList({ missing, buyerVatNumber, fix }: { missing: Missing[]; buyerVatNumber: string | null; fix: (item: Missing) => ReactNode }) {
  const t = useTranslations('eInvoiceCard');
  return (
    <ul className="space-y-2 text-sm">
      {missing.map((item) => {
        const key = missingKey(item, buyerVatNumber);
        return (
          <li key={`${item.path}:${item.message}`} className="rounded-lg border border-slate-200 px-3 py-2">
            <span className="block text-slate-900">{key ? t(key) : item.message}</span>
            {fix(item)}
          </li>
        );
      })}
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
  const t = useTranslations('eInvoiceCard');
  const f = useFormat();
  const { ready, missing, buyerPeppolId } = invoice.eInvoice;
  const draft = invoice.status === 'DRAFT';
  const kind = typeKind(invoice);
  const peppol = buyerPeppolId ? <PeppolIdText value={buyerPeppolId} /> : null;
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
          {t('businessFix')}
        </a>
      ) : (
        <span className="mt-1 block text-slate-600">{t('businessFixStaff')}</span>
      );
    }
    if (draft && isBuyerField(item.path)) {
      const id = buyerFieldIds[item.path];
      return (
        <a href={`#${id}`} className={`mt-1 inline-block ${linkClass}`} onClick={(event) => focusField(event, id)}>
          {t(`buyerFix.${item.path}`)}
        </a>
      );
    }
    return null;
  };

  const status = ready ? (
    <Badge tone="success">{t('status.ready')}</Badge>
  ) : draft ? (
    <Badge>{missing.length === 0 ? t('status.complete') : t('status.beforeFinalize')}</Badge>
  ) : missing.length === 0 && pendingRate ? (
    <Badge tone="warning">{t('status.waitingRate')}</Badge>
  ) : (
    <Badge>{t('status.pdfOnly')}</Badge>
  );

  return (
    <Card title={t('title')} description={t('description')} actions={status}>
      <div className="space-y-3 text-sm text-slate-800">
        {ready && buyerPeppolId ? (
          <>
            <p>{withNodes((values) => t(invoice.buyerPeppolId ? 'readyTo' : 'readyToDerived', values), { peppol })}</p>
            <p>{t(`pdfInside.${kind}`)}</p>
          </>
        ) : null}

        {draft ? (
          missing.length === 0 ? (
            <p>{buyerPeppolId ? withNodes((values) => t(`nothingMissingTo.${kind}`, values), { peppol }) : t(`nothingMissing.${kind}`)}</p>
          ) : (
            <>
              <p>{consumer ? t('consumerIntro') : t('businessIntro')}</p>
              <MissingList missing={missing} buyerVatNumber={invoice.buyerVatNumber} fix={fix} />
              <p className="text-slate-600">{t('saveHint')}</p>
            </>
          )
        ) : null}

        {!draft && !ready && missing.length > 0 ? (
          <>
            <p>{t(consumer ? `pdfOnlyIntroConsumer.${kind}` : `pdfOnlyIntro.${kind}`)}</p>
            <MissingList missing={missing} buyerVatNumber={invoice.buyerVatNumber} fix={fix} />
            {buyerMissing ? (
              <p>
                {t(`buyerFixed.${kind}`)}{' '}
                {invoice.type === 'INVOICE' ? t(mayCredit ? 'correctInvoiceCredit' : 'correctInvoice') : t('creditNotePdf')}
              </p>
            ) : null}
          </>
        ) : null}

        {pendingRate && (draft || missing.length === 0) ? (
          <p>{t(draft ? `pendingRateDraft.${kind}` : 'pendingRate', { currency: invoice.currency, date: f.date(invoice.issueDate) })}</p>
        ) : null}
      </div>
    </Card>
  );
}
