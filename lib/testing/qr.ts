// Decoding QR codes in tests (jsqr + pngjs): what a banking app's camera would read from our images.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image; throws when no code is found. */
export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

const EPC_FIELDS = ['service', 'version', 'charset', 'identification', 'bic', 'name', 'iban', 'amount', 'purpose', 'reference', 'text', 'information'] as const;

/** The fields of an EPC069-12 payload by name (missing trailing elements are empty). */
export function epcFields(payload: string): Record<(typeof EPC_FIELDS)[number], string> {
  const lines = payload.split('\n');
  return Object.fromEntries(EPC_FIELDS.map((field, i) => [field, lines[i] ?? ''])) as Record<(typeof EPC_FIELDS)[number], string>;
}
