// No text meant for people is written into the components of the translated surfaces: the dashboard, the builder,
// the account pages and the storefront's views read theirs from the catalogues (messages/<locale>/*.json). Found
// with TypeScript's own parser: JSX text with a letter in it, a string given to an attribute people read (label,
// placeholder, title, aria-label, alt…), a string as the `label`, `title`, `description`, `message`, `hint` or
// `text` of an object, and a page's metadata title. Brand and format names that read the same in every language
// (Vitrine, Peppol, IBAN…) may stay; a line that must keep a literal says why with `i18n-ignore: <reason>`.
// LITERALS_ONLY=components/dashboard/orders narrows the run to one folder while translating it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** The translated surfaces. */
const SURFACES = [
  'app/dashboard',
  'app/sign-in',
  'app/sign-up',
  'app/forgot-password',
  'app/reset-password',
  'app/verify-email',
  'app/invitations',
  'components/dashboard',
  'components/builder',
  'components/media',
  'components/ui',
  'storefront/views',
];

/** Words that are the same in French, Dutch and English: names of brands, standards and formats. */
const SAME_IN_EVERY_LANGUAGE = new Set(
  ['Vitrine', 'Peppol', 'UBL', 'PDF', 'CSV', 'XML', 'JSON', 'HTML', 'CSS', 'JavaScript', 'IBAN', 'BIC', 'API', 'SKU', 'EAN', 'Bancontact', 'Payconiq', 'Google', 'OK', 'ID', 'URL', 'SEO', 'QR', 'B2B', 'B2C', 'EUR', 'SMTP', 'ECB'].map((w) => w.toLowerCase()),
);

const HUMAN_ATTRIBUTES = new Set(['label', 'placeholder', 'title', 'aria-label', 'alt', 'description', 'hint', 'heading', 'subtitle', 'emptyText', 'emptyLabel', 'confirmLabel', 'cancelLabel', 'caption', 'help', 'message', 'text', 'aria-description', 'aria-roledescription', 'aria-valuetext']);
const HUMAN_PROPERTIES = new Set(['label', 'title', 'description', 'message', 'hint', 'text', 'placeholder', 'heading', 'emptyText', 'confirmLabel']);

function files(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Whether a text is meant for people: it has a word of two letters or more that is not a brand or format name. */
export function isHumanText(text: string): boolean {
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.some((word) => word.length >= 2 && !SAME_IN_EVERY_LANGUAGE.has(word.toLowerCase()));
}

type Finding = { file: string; line: number; text: string };

export function literalsIn(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = source.split('\n');
  const out: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    if (/i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '')) return;
    if (isHumanText(text)) out.push({ file, line: line + 1, text: text.trim().slice(0, 80) });
  };
  const stringOf = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (ts.isJsxExpression(node)) return stringOf(node.expression);
    if (ts.isParenthesizedExpression(node)) return stringOf(node.expression);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && HUMAN_ATTRIBUTES.has(node.name.getText(sf))) {
      const text = stringOf(node.initializer);
      if (text !== null) report(node, text);
    } else if (ts.isPropertyAssignment(node) && HUMAN_PROPERTIES.has(node.name.getText(sf).replace(/['"]/g, ''))) {
      const text = stringOf(node.initializer);
      if (text !== null) report(node, text);
    } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // {'Text'} or {`Text ${x}`} as a child.
      const text = stringOf(node.expression);
      if (text !== null) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('no text for people written into components', () => {
  it('finds the kinds of literal it looks for (and leaves the others)', () => {
    const found = literalsIn(
      'x.tsx',
      [
        'export const metadata = { title: "Orders" };',
        'const S = { placed: { label: "To handle" }, code: { label: "PDF" } };',
        'export function X() {',
        '  return <div className="p-2" aria-label="Close">Save <b>{"Cancel"}</b> <i>{t("ok")}</i> · € 2 <input placeholder={`Search ${x}`} /></div>;',
        '}',
        '// i18n-ignore: a product name',
        'const y = <p>Vitrine Pro</p>;',
      ].join('\n'),
    );
    expect(found.map((f) => f.text)).toEqual(['Orders', 'To handle', 'Close', 'Save', 'Cancel', 'Search']);
  });

  const only = process.env.LITERALS_ONLY;
  for (const surface of SURFACES.filter((s) => !only || s.startsWith(only) || only.startsWith(s))) {
    it(`${surface} reads its texts from the catalogues`, () => {
      const findings = files(surface)
        .filter((file) => !only || file.startsWith(only))
        .flatMap((file) => literalsIn(file, fs.readFileSync(path.join(root, file), 'utf8')));
      expect(findings.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
    });
  }
});
