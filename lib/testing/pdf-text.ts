// A PDF's text as poppler's pdftotext -layout reads it, every kind of space (fr-BE's U+202F and U+00A0 included)
// collapsed to one: what the tests compare printed amounts against.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function pdfText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  try {
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/[ \t]+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
