// The ECB euro reference-rate feeds (eurofxref-daily.xml, eurofxref-hist-90d.xml, eurofxref-hist.xml):
// parsing their XML with fast-xml-parser and fetching them over HTTP with a timeout.
//
// Rates are decimal strings, never floats, and are NORMALISED: leading zeros of the integer part and
// trailing zeros of the fraction are dropped ("395.10" → "395.1", "1.3500" → "1.35", "7.0" → "7"). The value
// is exactly the published one; the normal form is also what the database's numeric column gives back once
// its padding is stripped, so a rate reads the same before and after storage.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isIsoDate } from './calendar';

/** One publication day of a feed: 1 EUR = `rates[currency]` units of `currency`. */
export type EcbDay = { date: string; rates: Record<string, string> };

/** Why a feed could not be used. */
export type EcbFeedErrorKind = 'timeout' | 'network' | 'http' | 'content' | 'malformed';

/** A feed that could not be fetched or read; `kind` says why. */
export class EcbFeedError extends Error {
  constructor(
    readonly kind: EcbFeedErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'EcbFeedError';
  }
}

/** Largest rate the store holds exactly (numeric(20, 10)): at most 10 integer and 10 fractional digits. */
const MAX_INTEGER_DIGITS = 10;
const MAX_FRACTION_DIGITS = 10;

/** The normal form of a positive decimal string ("0395.10" → "395.1"), or null when it is not one. */
export function normaliseRate(raw: string): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(raw.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole === '0' && fraction === '') return null; // zero is not a rate
  if (whole.length > MAX_INTEGER_DIGITS || fraction.length > MAX_FRACTION_DIGITS) return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true, // <gesmes:Envelope> → Envelope; the rates live in the default namespace
  parseAttributeValue: false, // keep every value a string: no float ever touches a rate
  parseTagValue: false,
  htmlEntities: false,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name === 'Cube',
});

type XmlNode = { [key: string]: unknown };

const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function attr(node: XmlNode, name: string): string | undefined {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Every <Cube time="…"> element, wherever it sits (normally Envelope › Cube › Cube[time]). */
function collectDayCubes(node: unknown, found: XmlNode[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectDayCubes(item, found);
    return;
  }
  if (!isNode(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@_')) continue;
    if (key === 'Cube') {
      for (const cube of value as unknown[]) {
        if (isNode(cube) && attr(cube, 'time') !== undefined) found.push(cube);
        else collectDayCubes(cube, found);
      }
    } else {
      collectDayCubes(value, found);
    }
  }
}

function malformed(message: string): never {
  throw new EcbFeedError('malformed', `Malformed ECB feed: ${message}`);
}

function parseDay(cube: XmlNode): EcbDay {
  const date = attr(cube, 'time')!;
  if (!isIsoDate(date)) malformed(`<Cube time="${date}"> is not a YYYY-MM-DD date`);
  const rates: Record<string, string> = {};
  const children = Array.isArray(cube.Cube) ? (cube.Cube as unknown[]) : [];
  for (const child of children) {
    const node = isNode(child) ? child : {};
    const currency = attr(node, 'currency');
    const rawRate = attr(node, 'rate');
    if (currency === undefined || rawRate === undefined) malformed(`a <Cube> of ${date} lacks its currency or rate attribute`);
    if (!/^[A-Z]{3}$/.test(currency)) malformed(`currency "${currency}" of ${date} is not a three-letter ISO 4217 code`);
    const rate = normaliseRate(rawRate);
    if (rate === null) {
      malformed(
        `rate "${rawRate}" of ${currency} on ${date} is not a positive decimal with at most ` +
          `${MAX_INTEGER_DIGITS} integer and ${MAX_FRACTION_DIGITS} fractional digits`,
      );
    }
    if (currency in rates && rates[currency] !== rate) malformed(`${currency} has two different rates on ${date}`);
    rates[currency] = rate;
  }
  if (Object.keys(rates).length === 0) malformed(`the day ${date} holds no rate`);
  return { date, rates };
}

/**
 * Parses an ECB reference-rate document into its publication days, newest first, with normalised decimal
 * rate strings (see the top of this file). Throws an EcbFeedError (kind 'malformed') on XML that is not
 * well formed, a document without any <Cube time="…">, or an invalid date, currency or rate.
 */
export function parseEcbXml(xml: string): EcbDay[] {
  const text = xml.replace(/^\uFEFF/, '');
  if (text.trim() === '') malformed('the document is empty');
  const valid = XMLValidator.validate(text);
  if (valid !== true) malformed(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch (error) {
    malformed(error instanceof Error ? error.message : String(error));
  }
  const cubes: XmlNode[] = [];
  collectDayCubes(document, cubes);
  if (cubes.length === 0) malformed('no <Cube time="…"> element (is this an ECB eurofxref document?)');
  const byDate = new Map<string, EcbDay>();
  for (const cube of cubes) {
    const day = parseDay(cube);
    const seen = byDate.get(day.date);
    if (seen) {
      for (const [currency, rate] of Object.entries(day.rates)) {
        if (currency in seen.rates && seen.rates[currency] !== rate) malformed(`${currency} has two different rates on ${day.date}`);
        seen.rates[currency] = rate;
      }
    } else {
      byDate.set(day.date, day);
    }
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** A feed larger than this is refused (the full history since 1999 is about 6 MB). */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

async function readBody(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new EcbFeedError('content', `the feed is ${declared} bytes, more than the ${maxBytes} accepted`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new EcbFeedError('content', `the feed is more than the ${maxBytes} bytes accepted`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new EcbFeedError('malformed', 'Malformed ECB feed: the body is not valid UTF-8');
  }
}

/** Content types a feed may come with: XML, or none / generic ones some mirrors use. */
function acceptableContentType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type.endsWith('/xml') || type.endsWith('+xml') || type === 'text/plain' || type === 'application/octet-stream';
}

/**
 * Fetches and parses one ECB feed. The whole exchange (connection, headers and body) must finish within
 * `timeoutMs`. Throws an EcbFeedError: 'timeout', 'network' (unreachable), 'http' (status not 2xx), 'content'
 * (not XML, too large) or 'malformed' (see parseEcbXml).
 */
export async function fetchEcbFeed(url: string, options: { timeoutMs: number; maxBytes?: number }): Promise<EcbDay[]> {
  const { timeoutMs, maxBytes = DEFAULT_MAX_BYTES } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  const failure = (error: unknown, during: string) => {
    if (error instanceof EcbFeedError) return error;
    if (signal.aborted) return new EcbFeedError('timeout', `no complete answer from ${url} within ${timeoutMs} ms`);
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? error.message : String(error);
    return new EcbFeedError('network', `${during} ${url} failed: ${message}${cause}`);
  };
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' } });
  } catch (error) {
    throw failure(error, 'fetching');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new EcbFeedError('http', `${url} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  }
  const contentType = response.headers.get('content-type');
  if (!acceptableContentType(contentType)) {
    await response.body?.cancel().catch(() => undefined);
    throw new EcbFeedError('content', `${url} answered ${contentType}, not XML`);
  }
  let body: string;
  try {
    body = await readBody(response, maxBytes);
  } catch (error) {
    throw failure(error, 'reading');
  }
  return parseEcbXml(body);
}
