// Renders an invoice or credit note (InvoiceDocument) to an A4 PDF, in the document's language (French, Dutch or
// English: labels from messages/<locale>.json, numbers and dates in fr-BE, nl-BE or en-BE), with the mentions
// Belgian law requires (EU VAT Directive art. 226/230, Royal Decree n°1 art. 5). Fonts are embedded (DejaVu Sans),
// so accents, €, ° and the narrow no-break spaces of fr-BE number formatting print. The renderer only lays out
// amounts already computed in the document; it never recomputes them.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { intlLocale, type Locale, type Translator, translator } from '../../i18n/translator';
import { epcQrPng } from '../payments/epc';
import { type DocumentLine, type DocumentParty, type InvoiceDocument, transferRows } from './document';
import {
  countryName,
  formatDate,
  formatDecimal,
  formatIban,
  formatMoney,
  formatUnitPrice,
  formatRate,
  formatVatNumber,
  formatVatPercent,
} from '../../i18n/format';

type Pdf = PDFKit.PDFDocument;

// ——— Page geometry (PostScript points; A4 = 595.28 × 841.89) ———
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 48;
const MARGIN_TOP = 46;
const LEFT = MARGIN_X;
const RIGHT = PAGE_W - MARGIN_X;
const CONTENT_W = RIGHT - LEFT;
const FOOTER_RULE_Y = PAGE_H - 44;
/** Content never goes below this line (the footer lives underneath). */
const CONTENT_BOTTOM = FOOTER_RULE_Y - 14;

// ——— Palette ———
const INK = '#1f2933';
const MUTED = '#66707d';
const RULE = '#d8dde3';
const ACCENT = '#1d3a5f';
const BAND = '#eef1f5';
const PANEL = '#f6f7f9';
const DRAFT = '#b4530a';

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

// ——— Fonts: read once per process, shared by every document ———

type Fonts = { regular: Buffer; bold: Buffer };
let fontsPromise: Promise<Fonts> | null = null;

function fontDirectories(): string[] {
  // process.cwd() first: under Next.js server bundling require.resolve may return a module id, not a path.
  const dirs = [path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')];
  try {
    const resolved: unknown = typeof require === 'function' ? require.resolve('dejavu-fonts-ttf/package.json') : null;
    if (typeof resolved === 'string' && path.isAbsolute(resolved)) dirs.push(path.join(path.dirname(resolved), 'ttf'));
  } catch {
    // not resolvable from here: the cwd-based path is the only candidate
  }
  return dirs;
}

async function readFonts(): Promise<Fonts> {
  const dirs = fontDirectories();
  const dir = dirs.find((candidate) => existsSync(path.join(candidate, 'DejaVuSans.ttf')) && existsSync(path.join(candidate, 'DejaVuSans-Bold.ttf')));
  if (!dir) throw new Error(`Invoice PDF: DejaVu Sans fonts not found (looked in ${dirs.join(', ')})`);
  const [regular, bold] = await Promise.all([readFile(path.join(dir, 'DejaVuSans.ttf')), readFile(path.join(dir, 'DejaVuSans-Bold.ttf'))]);
  return { regular, bold };
}

function loadFonts(): Promise<Fonts> {
  fontsPromise ??= readFonts().catch((error: unknown) => {
    fontsPromise = null;
    throw error;
  });
  return fontsPromise;
}

/** The parts of a fontkit font used here. */
type FontkitGlyphRun = { glyphs: { path: { translate(x: number, y: number): { toSVG(): string } } }[]; positions: { xAdvance: number }[] };
type FontkitFont = { unitsPerEm: number; capHeight: number; layout(text: string): FontkitGlyphRun };

/**
 * Parsing a 700 kB TTF is most of the cost of a small PDF, so the parsed fontkit fonts of the first document are
 * kept and handed to pdfkit for the next ones (pdfkit accepts a fontkit font as a font source; every document
 * still makes its own subset). Rendering is synchronous, so documents never interleave on a shared font.
 */
let parsedFonts: { regular: FontkitFont; bold: FontkitFont } | null = null;

function currentFontkitFont(pdf: Pdf): FontkitFont | null {
  // pdfkit exposes the current fontkit font as `_font.font` (not in its typings).
  const font = (pdf as unknown as { _font?: { font?: FontkitFont } })._font?.font;
  return font && typeof font.layout === 'function' ? font : null;
}

/** The font the document is created with: pdfkit would otherwise load (parse) Helvetica for every document. */
function initialFont(fonts: Fonts): string {
  return (parsedFonts?.regular ?? fonts.regular) as unknown as string;
}

/**
 * pdfkit shapes text word by word and caches the shaped words per document and font (`layoutCache`, keyed by
 * the word; positions depend only on the font). The cache is shared across documents, so the words every invoice
 * has (labels, amounts, dates) are shaped once per process. pdfkit only reads cached runs. Bounded: dropped
 * when it grows past LAYOUT_CACHE_MAX words (checked every 64 documents).
 */
const LAYOUT_CACHE_MAX = 50_000;
const layoutCaches = new Map<string, Record<string, unknown>>();
let documentsSinceCacheCheck = 0;

function shareLayoutCache(pdf: Pdf, name: string): void {
  const font = (pdf.font(name) as unknown as { _font?: { layoutCache?: unknown } })._font;
  if (!font || typeof font.layoutCache !== 'object' || font.layoutCache === null) return; // caching disabled or internals changed
  let cache = layoutCaches.get(name);
  if (!cache) layoutCaches.set(name, (cache = font.layoutCache as Record<string, unknown>));
  font.layoutCache = cache;
}

function registerFonts(pdf: Pdf, fonts: Fonts): void {
  if (++documentsSinceCacheCheck >= 64) {
    documentsSinceCacheCheck = 0;
    for (const [name, cache] of layoutCaches) if (Object.keys(cache).length > LAYOUT_CACHE_MAX) layoutCaches.delete(name);
  }
  if (parsedFonts) {
    pdf.registerFont(REGULAR, parsedFonts.regular as unknown as Buffer);
    pdf.registerFont(BOLD, parsedFonts.bold as unknown as Buffer);
  } else {
    const regular = currentFontkitFont(pdf); // parsed from `initialFont`
    pdf.registerFont(REGULAR, (regular ?? fonts.regular) as unknown as Buffer);
    pdf.registerFont(BOLD, fonts.bold);
    const bold = currentFontkitFont(pdf.font(BOLD));
    if (regular && bold) parsedFonts = { regular, bold };
  }
  // Only share shaping across documents when the fonts are the shared parsed ones (same glyph ids).
  if (parsedFonts) {
    shareLayoutCache(pdf, REGULAR);
    shareLayoutCache(pdf, BOLD);
  }
}

// ——— Draft watermark: "BROUILLON" (CONCEPT, DRAFT) drawn as glyph outlines (a shape, not text, so text extraction is not polluted) ———

type GlyphOutlines = { svg: string; advance: number; unitsPerEm: number; capHeight: number };
/** The outlines of each language's watermark word, computed once per process. */
const watermarkOutlines = new Map<string, GlyphOutlines | null>();

function outlinesOf(pdf: Pdf, text: string): GlyphOutlines | null {
  const font = currentFontkitFont(pdf);
  if (!font) return null;
  const run = font.layout(text);
  let x = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    parts.push(glyph.path.translate(x, 0).toSVG());
    x += run.positions[i]?.xAdvance ?? 0;
  });
  const capHeight = Number.isFinite(font.capHeight) && font.capHeight > 0 ? font.capHeight : 0.73 * font.unitsPerEm;
  return { svg: parts.join(' '), advance: x, unitsPerEm: font.unitsPerEm, capHeight };
}

// ——— Layout ———

type Align = 'left' | 'right';
type TextStyle = { bold?: boolean; size?: number; color?: string; spacing?: number };
type ColumnSpec<T> = { label: string; align: Align; cell: (row: T) => string };
type Column<T> = ColumnSpec<T> & { width: number };
/** Columns sized to their content, with the font sizes that make the table fit the page width. */
type TableLayout<T> = { columns: Column<T>[]; font: number; headerFont: number; width: number };
type VatRow = InvoiceDocument['vatBreakdown'][number];

const TABLE_PAD_X = 6;
const TABLE_PAD_Y = 5;
/** Table body font sizes, tried in order until the columns fit (huge amounts, long currency codes). */
const TABLE_FONTS = [8.5, 8, 7.5, 7, 6.5];
const HEADER_FONT = 7.5;
const HEADER_H = 20;
/** The line table's Description column is never narrower than this (unless the smallest font still overflows). */
const MIN_DESCRIPTION_W = 170;

class InvoiceRenderer {
  private y = MARGIN_TOP;
  private readonly title: string;
  /** The document's kind as a word: Facture, Creditnota, Invoice… */
  private readonly kind: string;
  private readonly draft: boolean;
  private readonly sellerName: string;
  private readonly locale: Locale;
  private readonly t: Translator<'invoiceDocument'>;

  constructor(
    private readonly pdf: Pdf,
    private readonly doc: InvoiceDocument,
    /** The EPC QR code of the transfer block (PNG), when the document has one in euros. */
    private readonly transferQr: Buffer | null = null,
  ) {
    this.locale = doc.language ?? 'fr';
    this.t = translator(this.locale, 'invoiceDocument');
    const kind = doc.type === 'CREDIT_NOTE' ? 'creditNote' : 'invoice';
    this.title = this.t(`title.${kind}`);
    this.kind = this.t(`kind.${kind}`);
    this.draft = doc.status === 'DRAFT' || doc.number === null;
    this.sellerName = doc.seller.legalName?.trim() || doc.seller.name;
  }

  render(): void {
    this.newPage(false);
    this.header();
    this.lineTable();
    this.totals();
    this.foreignCurrency();
    this.transfer();
    this.creditNoteMention();
    this.notes();
    this.footers();
  }

  // ——— Primitives ———

  private style({ bold = false, size = 9, color = INK, spacing = 0 }: TextStyle): { characterSpacing: number } {
    this.pdf.font(bold ? BOLD : REGULAR).fontSize(size).fillColor(color);
    return { characterSpacing: spacing };
  }

  private width(text: string, style: TextStyle = {}): number {
    const options = this.style(style);
    return this.pdf.widthOfString(text, options);
  }

  /** One line of text; `x` is the left edge, or the right edge when `align` is right. Returns the line height. */
  private line(text: string, x: number, y: number, style: TextStyle = {}, align: Align = 'left'): number {
    const options = this.style(style);
    const left = align === 'right' ? x - this.pdf.widthOfString(text, options) : x;
    this.pdf.text(text, left, y, { ...options, lineBreak: false });
    return this.pdf.currentLineHeight(true);
  }

  private paragraphHeight(text: string, width: number, style: TextStyle = {}, lineGap = 1): number {
    const options = this.style(style);
    return this.pdf.heightOfString(text, { ...options, width, lineGap });
  }

  /** Wrapped text in a box of `width`; returns its height. */
  private paragraph(text: string, x: number, y: number, width: number, style: TextStyle = {}, align: Align = 'left', lineGap = 1): number {
    const options = this.style(style);
    const height = this.pdf.heightOfString(text, { ...options, width, lineGap });
    this.pdf.text(text, x, y, { ...options, width, align, lineGap });
    return height;
  }

  private rule(x1: number, x2: number, y: number, color = RULE, width = 0.6): void {
    this.pdf.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  private fillRect(x: number, y: number, w: number, h: number, color: string): void {
    this.pdf.save().rect(x, y, w, h).fillColor(color).fill().restore();
  }

  /** Truncates `text` with an ellipsis so that it fits in `maxWidth`. */
  private fit(text: string, maxWidth: number, style: TextStyle): string {
    if (this.width(text, style) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 1 && this.width(`${cut}…`, style) > maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  // ——— Pages ———

  private newPage(continuation = true): void {
    this.pdf.addPage({ size: 'A4', margin: 0 });
    this.y = MARGIN_TOP;
    if (!continuation) return;
    // Running header on continuation pages.
    this.line(this.fit(this.sellerName, CONTENT_W / 2, { bold: true, size: 9 }), LEFT, this.y, { bold: true, size: 9, color: ACCENT });
    const reference = this.draft ? this.t('runningDraft', { kind: this.kind }) : this.t('runningNumbered', { kind: this.kind, number: this.doc.number ?? '' });
    this.line(reference, RIGHT, this.y, { size: 8.5, color: MUTED }, 'right');
    this.y += 16;
    this.rule(LEFT, RIGHT, this.y);
    this.y += 14;
  }

  private ensureSpace(height: number): void {
    if (this.y + height > CONTENT_BOTTOM) this.newPage();
  }

  private watermark(): void {
    this.pdf.font(BOLD);
    const word = this.t('draft');
    if (!watermarkOutlines.has(word)) watermarkOutlines.set(word, outlinesOf(this.pdf, word));
    const outlines = watermarkOutlines.get(word);
    if (!outlines) return;
    const targetWidth = 470;
    const scale = targetWidth / outlines.advance;
    this.pdf
      .save()
      .translate(PAGE_W / 2, PAGE_H / 2)
      .rotate(-35)
      .scale(scale, -scale)
      .translate(-outlines.advance / 2, -outlines.capHeight / 2)
      .path(outlines.svg)
      .fillColor(DRAFT)
      .fillOpacity(0.09)
      .fill()
      .restore();
  }

  private footers(): void {
    const seller = this.doc.seller;
    const parts = [this.sellerName];
    if (seller.vatNumber) parts.push(this.t('vatNumber', { number: formatVatNumber(seller.vatNumber) }));
    if (seller.iban) parts.push(`IBAN ${formatIban(seller.iban)}`);
    const footerStyle: TextStyle = { size: 7, color: MUTED };
    const range = this.pdf.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.pdf.switchToPage(range.start + i);
      if (this.draft) this.watermark();
      this.rule(LEFT, RIGHT, FOOTER_RULE_Y);
      const pageLabel = this.t('page', { page: String(i + 1), count: String(range.count) });
      const pageWidth = this.width(pageLabel, footerStyle);
      this.line(this.fit(parts.join('  ·  '), CONTENT_W - pageWidth - 24, footerStyle), LEFT, FOOTER_RULE_Y + 7, footerStyle);
      this.line(pageLabel, RIGHT, FOOTER_RULE_Y + 7, footerStyle, 'right');
    }
  }

  // ——— Header: seller, title, dates & references, buyer ———

  private header(): void {
    const { doc } = this;
    const top = this.y;
    const splitX = LEFT + CONTENT_W * 0.52;
    const leftW = splitX - LEFT - 16;

    // Seller (top left).
    let y = top;
    // A long (legal) name gets a smaller size rather than more than two lines.
    const nameSize = this.paragraphHeight(this.sellerName, leftW, { bold: true, size: 15 }, 0) > 2.5 * 15 * 1.17 ? 11 : 15;
    y += this.paragraph(this.sellerName, LEFT, y, leftW, { bold: true, size: nameSize, color: ACCENT }, 'left', 0) + 4;
    const sellerLines = [...addressLines(doc.seller.address, this.locale)];
    if (doc.seller.vatNumber) sellerLines.push(this.t('vatNumber', { number: formatVatNumber(doc.seller.vatNumber) }));
    if (doc.seller.iban) sellerLines.push(`IBAN ${formatIban(doc.seller.iban)}`);
    if (doc.seller.email) sellerLines.push(doc.seller.email);
    if (doc.seller.phone) sellerLines.push(this.t('phone', { phone: doc.seller.phone }));
    for (const text of sellerLines) y += this.paragraph(text, LEFT, y, leftW, { size: 8.5, color: MUTED }, 'left', 0.5);
    const sellerBottom = y;

    // Title and number (top right).
    y = top - 3;
    y += this.line(this.title, RIGHT, y, { bold: true, size: 21, color: ACCENT, spacing: 0.6 }, 'right') + 2;
    if (this.draft) y += this.line(this.t('draft'), RIGHT, y, { bold: true, size: 11, color: DRAFT, spacing: 1 }, 'right');
    else y += this.line(this.t('number', { number: doc.number ?? '' }), RIGHT, y, { bold: true, size: 11 }, 'right');
    if (this.draft) y += this.line(this.t('draftNotice'), RIGHT, y + 2, { size: 7.5, color: MUTED }, 'right') + 2;
    const titleBottom = y;

    // Dates and references (left) | buyer (right).
    const rowTop = Math.max(sellerBottom, titleBottom) + 24;
    const { t, locale } = this;
    const meta: [string, string][] = [[t('meta.date'), formatDate(doc.issueDate, locale)]];
    if (doc.type === 'INVOICE' && doc.dueDate) meta.push([t('meta.dueDate'), formatDate(doc.dueDate, locale)]);
    if (doc.buyerReference) meta.push([t('meta.reference'), doc.buyerReference]);
    if (doc.customerNumber) meta.push([t('meta.customerNumber'), doc.customerNumber]);
    // « Réclamation N° » is the buyer's complaint reference that a credit note settles. Dutch: "Klachtnummer", not
    // "Dossiernummer": a klacht is what a réclamation is (service des réclamations = klachtendienst), while a
    // dossiernummer names any file (an insurer's, a lawyer's, the seller's own) and would not tell the buyer's
    // accounts which complaint this credit answers.
    if (doc.claimReference) meta.push([t('meta.claimReference'), doc.claimReference]);
    const labelStyle: TextStyle = { size: 8.5, color: MUTED };
    const valueStyle: TextStyle = { bold: true, size: 8.5 };
    const labelW = Math.max(...meta.map(([label]) => this.width(label, labelStyle))) + 10;
    y = rowTop + 10;
    for (const [label, value] of meta) {
      this.line(label, LEFT, y, labelStyle);
      y += this.paragraph(value, LEFT + labelW, y, leftW - labelW, valueStyle, 'left', 0.5) + 3;
    }
    const metaBottom = y;

    const buyerBottom = this.buyerBox(doc.buyer, splitX, rowTop, RIGHT - splitX);
    this.y = Math.max(metaBottom, buyerBottom) + 18;

    if (doc.type === 'CREDIT_NOTE' && doc.credited) {
      const text = t('credited', { number: doc.credited.number, date: formatDate(doc.credited.issueDate, locale) });
      const h = this.paragraphHeight(text, CONTENT_W - 12, { size: 9 });
      this.fillRect(LEFT, this.y - 1, 2.5, h + 2, ACCENT);
      this.paragraph(text, LEFT + 10, this.y, CONTENT_W - 12, { size: 9 });
      this.y += h + 16;
    }
  }

  private buyerBox(buyer: DocumentParty, x: number, top: number, width: number): number {
    const pad = 11;
    const inner = width - 2 * pad;
    const lines = [...addressLines(buyer.address, this.locale)];
    if (buyer.vatNumber) lines.push(this.t('vatNumber', { number: formatVatNumber(buyer.vatNumber) }));
    const nameStyle: TextStyle = { bold: true, size: 10 };
    const lineStyle: TextStyle = { size: 8.5 };
    let height = pad + 12 + this.paragraphHeight(buyer.name, inner, nameStyle, 0) + 3;
    for (const text of lines) height += this.paragraphHeight(text, inner, lineStyle, 0.5);
    height += pad;

    this.pdf.save().roundedRect(x, top, width, height, 3).lineWidth(0.7).strokeColor(RULE).stroke().restore();
    let y = top + pad;
    this.line(this.t('buyer'), x + pad, y, { bold: true, size: 6.5, color: MUTED, spacing: 0.8 });
    y += 12;
    y += this.paragraph(buyer.name, x + pad, y, inner, nameStyle, 'left', 0) + 3;
    for (const text of lines) y += this.paragraph(text, x + pad, y, inner, lineStyle, 'left', 0.5);
    return top + height;
  }

  // ——— Tables ———

  /**
   * Sizes columns to their header and cells. With `flexFirst`, the first column takes the remaining width (at
   * least `minFlex`); otherwise the table is as narrow as its content. The font shrinks until it fits CONTENT_W.
   */
  private layoutTable<T>(specs: ColumnSpec<T>[], rows: readonly T[], flexFirst: boolean, minFlex = 0): TableLayout<T> {
    let layout: TableLayout<T> | null = null;
    for (const font of TABLE_FONTS) {
      const headerFont = Math.min(HEADER_FONT, font - 1);
      const columns = specs.map((spec, i): Column<T> => {
        if (flexFirst && i === 0) return { ...spec, width: 0 };
        let w = this.width(spec.label, { bold: true, size: headerFont });
        this.style({ size: font });
        for (const row of rows) w = Math.max(w, this.pdf.widthOfString(spec.cell(row)));
        return { ...spec, width: Math.ceil(w) + 2 * TABLE_PAD_X + 4 };
      });
      const used = columns.reduce((sum, c) => sum + c.width, 0);
      if (flexFirst) columns[0]!.width = Math.max(CONTENT_W - used, 80);
      layout = { columns, font, headerFont, width: columns.reduce((sum, c) => sum + c.width, 0) };
      if (flexFirst ? CONTENT_W - used >= minFlex : used <= CONTENT_W) break;
    }
    return layout!;
  }

  private tableHeader<T>(table: TableLayout<T>, top: number): number {
    this.fillRect(LEFT, top, table.width, HEADER_H, BAND);
    this.rule(LEFT, LEFT + table.width, top + HEADER_H, ACCENT, 0.8);
    const style: TextStyle = { bold: true, size: table.headerFont, color: ACCENT };
    const textY = top + (HEADER_H - table.headerFont * 1.17) / 2;
    let x = LEFT;
    for (const column of table.columns) {
      if (column.align === 'right') this.line(column.label, x + column.width - TABLE_PAD_X, textY, style, 'right');
      else this.line(column.label, x + TABLE_PAD_X, textY, style);
      x += column.width;
    }
    return top + HEADER_H;
  }

  // ——— Lines ———

  private lineTable(): void {
    const { doc, t, locale } = this;
    const money = (minor: number) => formatMoney(minor, doc.currency, locale);
    const specs: ColumnSpec<DocumentLine>[] = [
      { label: t('columns.description'), align: 'left', cell: (l) => l.description },
      { label: t('columns.quantity'), align: 'right', cell: (l) => formatDecimal(l.quantity, 4, locale) },
      { label: t('columns.unitPrice'), align: 'right', cell: (l) => formatUnitPrice(l.unitPrice, doc.currency, locale) },
      { label: t('columns.vatPercent'), align: 'right', cell: (l) => formatVatPercent(l.vatPercent, locale) },
    ];
    if (doc.template.showLineTotalExclVat) specs.push({ label: t('columns.totalExclVat'), align: 'right', cell: (l) => money(l.lineTotalExclVatMinor) });
    if (doc.template.showLineTotalInclVat) specs.push({ label: t('columns.totalInclVat'), align: 'right', cell: (l) => money(l.lineTotalInclVatMinor) });
    const table = this.layoutTable(specs, doc.lines, true, MIN_DESCRIPTION_W);

    const [descColumn, ...numeric] = table.columns;
    const descWidth = descColumn!.width - 2 * TABLE_PAD_X;
    const cellStyle: TextStyle = { size: table.font };
    const rowHeight = (line: DocumentLine) => this.paragraphHeight(line.description || ' ', descWidth, cellStyle) + 2 * TABLE_PAD_Y;

    const first = doc.lines[0];
    this.ensureSpace(HEADER_H + (first ? rowHeight(first) : 0));
    this.y = this.tableHeader(table, this.y);
    for (const line of doc.lines) {
      const height = rowHeight(line);
      if (this.y + height > CONTENT_BOTTOM) {
        this.newPage();
        this.y = this.tableHeader(table, this.y);
      }
      const textY = this.y + TABLE_PAD_Y;
      this.pdf.text(line.description, LEFT + TABLE_PAD_X, textY, { ...this.style(cellStyle), width: descWidth, lineGap: 1 });
      let x = LEFT + descColumn!.width;
      for (const column of numeric) {
        this.line(column.cell(line), x + column.width - TABLE_PAD_X, textY, cellStyle, 'right');
        x += column.width;
      }
      this.y += height;
      this.rule(LEFT, RIGHT, this.y);
    }
    this.y += 16;
  }

  // ——— VAT summary and totals ———

  private totals(): void {
    const { doc, t, locale } = this;
    const money = (minor: number) => formatMoney(minor, doc.currency, locale);
    const eur = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, 'EUR', locale));

    // Totals box geometry.
    const totalsW = 232;
    const rowH = 17;
    const grandH = 25;
    const totalsH = 2 * rowH + 6 + grandH;

    // Per-rate VAT summary, with the amounts in EUR for a foreign-currency document (art. 230).
    const showSummary = doc.template.showVatSummary && doc.vatBreakdown.length > 0;
    const withEur = doc.currency.toUpperCase() !== 'EUR' && doc.vatBreakdown.some((r) => r.baseEurMinor !== null || r.vatEurMinor !== null);
    const specs: ColumnSpec<VatRow>[] = [
      { label: t('summary.vatRate'), align: 'left', cell: (r) => formatVatPercent(r.vatPercent, locale) },
      { label: t('summary.base'), align: 'right', cell: (r) => money(r.baseMinor) },
      { label: t('summary.vat'), align: 'right', cell: (r) => money(r.vatMinor) },
    ];
    if (withEur) {
      specs.push({ label: t('summary.baseEur'), align: 'right', cell: (r) => eur(r.baseEurMinor) }, { label: t('summary.vatEur'), align: 'right', cell: (r) => eur(r.vatEurMinor) });
    }
    const summary = showSummary ? this.layoutTable(specs, doc.vatBreakdown, false) : null;
    if (summary) for (const column of summary.columns) column.width = Math.max(column.width, 62);
    if (summary) summary.width = summary.columns.reduce((sum, c) => sum + c.width, 0);
    const summaryRowH = (summary?.font ?? 0) * 1.17 + 2 * TABLE_PAD_Y;
    const summaryH = summary ? HEADER_H + doc.vatBreakdown.length * summaryRowH : 0;
    const sideBySide = !summary || summary.width + 24 + totalsW <= CONTENT_W;
    if (summary && !sideBySide) {
      // Too wide to sit beside the totals: full width above them, the extra width shared by the columns.
      const extra = (CONTENT_W - summary.width) / summary.columns.length;
      for (const column of summary.columns) column.width += extra;
      summary.width = CONTENT_W;
    }
    const blockH = sideBySide ? Math.max(summaryH, totalsH) : summaryH + 18 + totalsH;

    this.ensureSpace(blockH);
    const top = this.y;

    if (summary) {
      let y = this.tableHeader(summary, top);
      const cellStyle: TextStyle = { size: summary.font };
      for (const row of doc.vatBreakdown) {
        let x = LEFT;
        for (const column of summary.columns) {
          if (column.align === 'right') this.line(column.cell(row), x + column.width - TABLE_PAD_X, y + TABLE_PAD_Y, cellStyle, 'right');
          else this.line(column.cell(row), x + TABLE_PAD_X, y + TABLE_PAD_Y, cellStyle);
          x += column.width;
        }
        y += summaryRowH;
        this.rule(LEFT, LEFT + summary.width, y);
      }
    }

    // Totals, right-aligned on the page.
    const tx = RIGHT - totalsW;
    let y = sideBySide ? top : top + summaryH + 18;
    const rows: [string, string][] = [
      [t('totals.exclVat'), money(doc.totalExclVatMinor)],
      [t('totals.vat'), money(doc.totalVatMinor)],
    ];
    for (const [label, value] of rows) {
      const textY = y + (rowH - 9 * 1.17) / 2;
      this.line(label, tx + 10, textY, { size: 9, color: MUTED });
      this.line(value, RIGHT - 10, textY, { size: 9 }, 'right');
      y += rowH;
      this.rule(tx, RIGHT, y);
    }
    y += 6;
    this.fillRect(tx, y, totalsW, grandH, ACCENT);
    const grandY = y + (grandH - 10.5 * 1.17) / 2;
    this.line(t('totals.inclVat'), tx + 10, grandY, { bold: true, size: 10.5, color: '#ffffff' });
    this.line(money(doc.totalMinor), RIGHT - 10, grandY, { bold: true, size: 10.5, color: '#ffffff' }, 'right');

    this.y = top + blockH + 20;
  }

  // ——— Foreign currency, mentions, notes ———

  private foreignCurrency(): void {
    const { doc, t, locale } = this;
    const currency = doc.currency.toUpperCase();
    if (currency === 'EUR') return;
    const lines: string[] = [];
    if (doc.exchangeRate === null) {
      lines.push(t('foreign.ratePending'));
    } else {
      const source = doc.exchangeRateDate ? t('foreign.sourceDated', { date: formatDate(doc.exchangeRateDate, locale) }) : t('foreign.source');
      lines.push(t('foreign.rate', { rate: formatRate(doc.exchangeRate, locale), currency, source }));
    }
    if (doc.baseVatMinor !== null) lines.push(t('foreign.vatEur', { amount: formatMoney(doc.baseVatMinor, 'EUR', locale) }));
    if (doc.baseAmountMinor !== null) lines.push(t('foreign.equivalent', { amount: formatMoney(doc.baseAmountMinor, 'EUR', locale) }));

    const pad = 10;
    const lineH = 13;
    const height = pad + 13 + lines.length * lineH + pad - 3;
    this.ensureSpace(height);
    this.fillRect(LEFT, this.y, CONTENT_W, height, PANEL);
    let y = this.y + pad;
    this.line(t('foreign.heading', { currency }), LEFT + pad, y, { bold: true, size: 8, color: ACCENT });
    y += 13;
    for (const text of lines) {
      this.line(text, LEFT + pad, y, { size: 8.5 });
      y += lineH;
    }
    this.y += height + 14;
  }

  /** Beneficiary, IBAN, BIC, amount due and communication of an unpaid invoice, with the EPC QR code beside them. */
  private transfer(): void {
    const payment = this.doc.payment;
    if (!payment) return;
    const rows = transferRows(this.doc);
    const pad = 10;
    const qrSize = this.transferQr ? 92 : 0;
    const lineH = 14;
    const height = Math.max(pad + 15 + rows.length * lineH + pad - 3, qrSize + 2 * pad);
    this.ensureSpace(height);
    const top = this.y;
    this.fillRect(LEFT, top, CONTENT_W, height, PANEL);
    let y = top + pad;
    this.line(this.t('transfer.heading'), LEFT + pad, y, { bold: true, size: 8, color: ACCENT });
    y += 15;
    const labelStyle: TextStyle = { size: 8.5, color: MUTED };
    const labelW = Math.max(...rows.map(([label]) => this.width(label, labelStyle))) + 12;
    const valueW = CONTENT_W - 2 * pad - labelW - (qrSize ? qrSize + 2 * pad + 90 : 0);
    for (const [label, value] of rows) {
      this.line(label, LEFT + pad, y, labelStyle);
      this.line(this.fit(value, valueW, { bold: true, size: 8.5 }), LEFT + pad + labelW, y, { bold: true, size: 8.5 });
      y += lineH;
    }
    if (this.transferQr) {
      const qrX = RIGHT - pad - qrSize;
      this.pdf.image(this.transferQr, qrX, top + pad, { width: qrSize, height: qrSize });
      this.paragraph(this.t('transfer.qrHint'), qrX - 96, top + pad + 4, 88, { size: 7.5, color: MUTED }, 'right');
    }
    this.y = top + height + 14;
  }

  private creditNoteMention(): void {
    if (this.doc.type !== 'CREDIT_NOTE') return;
    const text = this.t('creditNoteMention');
    const style: TextStyle = { bold: true, size: 9 };
    const h = this.paragraphHeight(text, CONTENT_W - 12, style);
    this.ensureSpace(h + 14);
    this.fillRect(LEFT, this.y - 1, 2.5, h + 2, ACCENT);
    this.paragraph(text, LEFT + 10, this.y, CONTENT_W - 12, style);
    this.y += h + 16;
  }

  private notes(): void {
    const notes = this.doc.notes?.trim();
    if (!notes) return;
    const style: TextStyle = { size: 8.5 };
    const paragraphs = notes.split(/\r?\n/);
    const firstH = this.paragraphHeight(paragraphs[0] || ' ', CONTENT_W, style);
    this.ensureSpace(14 + Math.min(firstH, 60));
    this.line(this.t('notes'), LEFT, this.y, { bold: true, size: 8, color: ACCENT });
    this.y += 14;
    for (const text of paragraphs) {
      const h = this.paragraphHeight(text || ' ', CONTENT_W, style);
      if (this.y + h > CONTENT_BOTTOM && h <= CONTENT_BOTTOM - MARGIN_TOP - 30) this.newPage();
      this.y += this.paragraph(text || ' ', LEFT, this.y, CONTENT_W, style);
    }
    this.y += 10;
  }
}

function addressLines(address: DocumentParty['address'], locale: Locale): string[] {
  if (!address) return [];
  const lines = [address.line1];
  if (address.line2) lines.push(address.line2);
  lines.push([address.postalCode, address.city].filter(Boolean).join(' '));
  if (address.country) lines.push(countryName(address.country, locale));
  return lines.filter((line) => line.trim() !== '');
}

/** Renders the invoice or credit note as an A4 PDF (in the document's language, fonts embedded). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const fonts = await loadFonts();
  const locale = doc.language ?? 'fr';
  const t = translator(locale, 'invoiceDocument');
  const kind = t(doc.type === 'CREDIT_NOTE' ? 'kind.creditNote' : 'kind.invoice');
  const sellerName = doc.seller.legalName?.trim() || doc.seller.name;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    font: initialFont(fonts),
    lang: intlLocale(locale),
    displayTitle: true,
    info: {
      Title: doc.number ? t('metaTitleNumbered', { kind, number: doc.number }) : t('metaTitleDraft', { kind }),
      Author: sellerName,
      Subject: t('metaSubject', { kind, seller: sellerName, buyer: doc.buyer.name }),
      Creator: 'Vitrine',
    },
  });
  registerFonts(pdf, fonts);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const payment = doc.payment;
  const transferQr = payment
    ? await epcQrPng({ name: payment.beneficiary, iban: payment.iban, bic: payment.bic, amountMinor: payment.amountMinor, currency: doc.currency, reference: payment.reference, text: payment.text }, 360)
    : null;
  try {
    new InvoiceRenderer(pdf, doc, transferQr).render();
  } catch (error) {
    pdf.end();
    throw error;
  }
  pdf.end();
  return done;
}
