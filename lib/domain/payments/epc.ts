// The EPC QR code of a SEPA credit transfer (EPC069-12, version 002, UTF-8): Belgian banking apps scan it to
// fill in beneficiary, IBAN, BIC, amount and the structured reference.
//
// The Belgian structured communication (+++123/4567/89012+++) goes, as its 12 digits, in the *structured*
// remittance field (line 10) and the free-text line stays empty: the guidelines allow one or the other, and
// Belgian banking apps read a 12-digit mod-97 reference there as the "communication structurée" (README:
// E-mail, "The EPC QR code and the structured reference").
import QRCode from 'qrcode';
import { isValidStructuredReference } from '../orders/reference';

export type TransferRequest = {
  /** Beneficiary name (at most 70 characters are encoded). */
  name: string;
  iban: string;
  bic?: string | null;
  /** Amount in euro cents (EPC QR codes are for euro transfers only: 0.01 to 999,999,999.99). */
  amountMinor: number;
  currency: string;
  /** Belgian structured reference, 12 digits (formatted or not); it goes in the creditor-reference field. */
  reference?: string | null;
  /** Free text for the payer, used only when there is no structured reference (at most 140 characters). */
  text?: string | null;
};

/** The largest amount an EPC QR code carries, in cents (999,999,999.99 EUR). */
export const EPC_MAX_AMOUNT_MINOR = 99_999_999_999;

/**
 * The payload of the EPC QR code; null when the transfer cannot be encoded (not EUR, no valid IBAN or BIC, an
 * amount out of bounds, no beneficiary name, a structured reference whose check digits are wrong).
 */
export function epcPayload(transfer: TransferRequest): string | null {
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase();
  const name = truncate(oneLine(transfer.name), 70);
  if (transfer.currency.toUpperCase() !== 'EUR' || !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) return null;
  if (!Number.isSafeInteger(transfer.amountMinor) || transfer.amountMinor < 1 || transfer.amountMinor > EPC_MAX_AMOUNT_MINOR) return null;
  if (!name) return null;
  const written = transfer.reference?.trim() ?? '';
  if (written && !isValidStructuredReference(written)) return null;
  const reference = written.replace(/\D/g, '');
  const amount = `EUR${Math.floor(transfer.amountMinor / 100)}.${String(transfer.amountMinor % 100).padStart(2, '0')}`;
  const lines = [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    bic,
    name,
    iban,
    amount,
    '', // purpose
    reference,
    reference ? '' : truncate(oneLine(transfer.text ?? ''), 140),
  ];
  // Trailing empty elements may be left out (EPC069-12 §5): the payload ends with its last element.
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

const oneLine = (text: string) => text.replace(/[\r\n\u0000-\u001f]+/g, ' ').trim();
/** Cuts by code points, so a name never ends in half an emoji or half an accented letter. */
const truncate = (text: string, max: number) => Array.from(text).slice(0, max).join('').trim();

/** The EPC QR code as an SVG document (error correction M, as EPC069-12 requires), or null when it cannot be encoded. */
export async function epcQrSvg(transfer: TransferRequest): Promise<string | null> {
  const payload = epcPayload(transfer);
  return payload ? QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }) : null;
}

/** The EPC QR code as a PNG image, or null when it cannot be encoded. */
export async function epcQrPng(transfer: TransferRequest, width = 240): Promise<Buffer | null> {
  const payload = epcPayload(transfer);
  return payload ? QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width }) : null;
}
