// The EPC QR code of a SEPA credit transfer (EPC069-12, version 002, UTF-8): Belgian banking apps scan it to
// fill in beneficiary, IBAN, BIC, amount and the structured reference.
import QRCode from 'qrcode';

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

/** The payload of the EPC QR code; null when the transfer cannot be encoded (not EUR, no IBAN, bad amount). */
export function epcPayload(transfer: TransferRequest): string | null {
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  if (transfer.currency !== 'EUR' || !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  if (!Number.isSafeInteger(transfer.amountMinor) || transfer.amountMinor < 1 || transfer.amountMinor > 99_999_999_999) return null;
  const reference = transfer.reference?.replace(/\D/g, '') ?? '';
  const amount = `EUR${Math.floor(transfer.amountMinor / 100)}.${String(transfer.amountMinor % 100).padStart(2, '0')}`;
  const lines = [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    oneLine(transfer.name).slice(0, 70),
    iban,
    amount,
    '', // purpose
    reference,
    reference ? '' : oneLine(transfer.text ?? '').slice(0, 140),
  ];
  return lines.join('\n');
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

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
