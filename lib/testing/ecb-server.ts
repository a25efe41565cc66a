// A local stand-in for the ECB reference-rate feeds, for tests: serves the daily and 90-day feeds in the
// ECB's XML format (gesmes envelope) on 127.0.0.1 at a random port, and can be told to fail per feed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, isPublicationDay } from '../domain/rates/calendar';
import type { EcbDay } from '../domain/rates/ecb-feed';

/** The feeds the stand-in serves. */
export type EcbTestFeed = 'daily' | 'hist90';
/** 'down' = HTTP 503; 'slow' = answers only after `slowMs`; 'malformed' = the XML cut off half-way. */
export type EcbFeedMode = 'ok' | 'down' | 'slow' | 'malformed';

/** What the stand-in serves at start, and how a 'slow' feed behaves. */
export type EcbServerOptions = {
  /** Days each feed serves (any order; served newest first). Default: ecbSampleDays() / its newest day. */
  days?: Partial<Record<EcbTestFeed, EcbDay[]>>;
  /** How long a 'slow' feed stalls (default 60 s; the stall ends early when the client gives up). */
  slowMs?: number;
  /** Whether a 'slow' feed sends its headers and half its body before stalling (default: stalls before anything). */
  slowAfterHeaders?: boolean;
};

/** A running stand-in: feed URLs and per-feed controls. */
export type EcbServer = {
  url: (feed: EcbTestFeed) => string;
  setMode: (feed: EcbTestFeed, mode: EcbFeedMode) => void;
  setDays: (feed: EcbTestFeed, days: EcbDay[]) => void;
  /** How many requests a feed has received. */
  requests: (feed: EcbTestFeed) => number;
  close: () => Promise<void>;
};

/** The real reference rates of 2014-06-13 and 2014-06-12 (from the ECB), the other currencies generated. */
const REAL: Record<string, Record<string, string>> = {
  '2014-06-13': { USD: '1.3534', JPY: '138.08', GBP: '0.7979', CHF: '1.2178', SEK: '9.0232', CZK: '27.44' },
  '2014-06-12': { USD: '1.3528', JPY: '138.12', GBP: '0.8039', CHF: '1.2174' },
};

/** Roughly 2014 levels, in the ECB's order; the generated rates move around these. */
const BASE: [currency: string, rate: number, decimals: number][] = [
  ['USD', 1.36, 4],
  ['JPY', 139.5, 2],
  ['BGN', 1.9558, 4],
  ['CZK', 27.45, 3],
  ['DKK', 7.4635, 4],
  ['GBP', 0.81, 4],
  ['HUF', 305.1, 2],
  ['LTL', 3.4528, 4],
  ['PLN', 4.12, 4],
  ['RON', 4.42, 4],
  ['SEK', 9.05, 4],
  ['CHF', 1.219, 4],
  ['NOK', 8.15, 4],
  ['HRK', 7.58, 4],
  ['RUB', 46.7, 4],
  ['TRY', 2.87, 4],
  ['AUD', 1.45, 4],
  ['BRL', 3.03, 4],
  ['CAD', 1.48, 4],
  ['CNY', 8.43, 4],
  ['HKD', 10.49, 4],
  ['IDR', 15_900, 2],
  ['ILS', 4.69, 4],
  ['INR', 80.4, 4],
  ['KRW', 1_380, 2],
  ['MXN', 17.6, 4],
  ['MYR', 4.36, 4],
  ['NZD', 1.57, 4],
  ['PHP', 59.4, 3],
  ['SGD', 1.69, 4],
  ['THB', 43.9, 3],
  ['ZAR', 14.5, 4],
];

/**
 * `count` publication days (TARGET calendar) ending on `latest`, newest first, like the 90-day feed: the real
 * rates of 2014-06-13/12 where known, deterministic generated ones elsewhere. Generated rates keep trailing
 * zeros now and then (HUF is always "305.10" on 2014-06-13), as the ECB's files do.
 */
export function ecbSampleDays(options: { latest?: string; count?: number } = {}): EcbDay[] {
  const { latest = '2014-06-13', count = 64 } = options;
  const days: EcbDay[] = [];
  for (let date = latest; days.length < count; date = addDays(date, -1)) {
    if (!isPublicationDay(date)) continue;
    const serial = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    const rates: Record<string, string> = {};
    BASE.forEach(([currency, base, decimals], index) => {
      const wobble = 1 + 0.01 * Math.sin(serial * 0.37 + index) + 0.003 * Math.cos(serial * 1.3 + index * 2);
      rates[currency] = REAL[date]?.[currency] ?? (base * wobble).toFixed(decimals);
    });
    if (date === '2014-06-13') rates.HUF = '305.10';
    days.push({ date, rates });
  }
  return days;
}

type Style = { quote: '"' | "'"; indent: string; newline: string; selfClosing: boolean; attrSpace: string };

/** The hist90 feed is pretty-printed with "…" and self-closing rates; the daily one is compact with '…'. */
const STYLES: Record<EcbTestFeed, Style> = {
  hist90: { quote: '"', indent: '\t', newline: '\n', selfClosing: true, attrSpace: ' ' },
  daily: { quote: "'", indent: '', newline: '', selfClosing: false, attrSpace: '  ' },
};

/** An ECB eurofxref document holding `days` (served newest first). */
export function ecbXml(days: EcbDay[], style: Style = STYLES.hist90): string {
  const { quote: q, indent: t, newline: n, selfClosing, attrSpace: s } = style;
  const sorted = [...days].sort((a, b) => (a.date < b.date ? 1 : -1));
  const cubes = sorted
    .map((day) => {
      const rates = Object.entries(day.rates)
        .map(([currency, rate]) => {
          const open = `<Cube${s}currency=${q}${currency}${q}${s}rate=${q}${rate}${q}`;
          return `${t}${t}${t}${open}${selfClosing ? '/>' : '></Cube>'}${n}`;
        })
        .join('');
      return `${t}${t}<Cube time=${q}${day.date}${q}>${n}${rates}${t}${t}</Cube>${n}`;
    })
    .join('');
  return (
    `<?xml version=${q}1.0${q} encoding=${q}UTF-8${q}?>${n || '\n'}` +
    `<gesmes:Envelope xmlns:gesmes=${q}http://www.gesmes.org/xml/2002-08-01${q} xmlns=${q}http://www.ecb.int/vocabulary/2002-08-01/eurofxref${q}>${n}` +
    `${t}<gesmes:subject>Reference rates</gesmes:subject>${n}` +
    `${t}<gesmes:Sender>${n}${t}${t}<gesmes:name>European Central Bank</gesmes:name>${n}${t}</gesmes:Sender>${n}` +
    `${t}<Cube>${n}${cubes}${t}</Cube>${n}` +
    `</gesmes:Envelope>${n}`
  );
}

const PATHS: Record<EcbTestFeed, string> = {
  daily: '/stats/eurofxref/eurofxref-daily.xml',
  hist90: '/stats/eurofxref/eurofxref-hist-90d.xml',
};

/** Starts the stand-in ECB server; `close()` it after the tests. */
export async function startEcbServer(options: EcbServerOptions = {}): Promise<EcbServer> {
  const sample = ecbSampleDays();
  const days: Record<EcbTestFeed, EcbDay[]> = {
    hist90: options.days?.hist90 ?? sample,
    daily: options.days?.daily ?? sample.slice(0, 1),
  };
  const modes: Record<EcbTestFeed, EcbFeedMode> = { hist90: 'ok', daily: 'ok' };
  const counts: Record<EcbTestFeed, number> = { hist90: 0, daily: 0 };
  const slowMs = options.slowMs ?? 60_000;

  const server = http.createServer((req, res) => {
    const feed = (Object.keys(PATHS) as EcbTestFeed[]).find((name) => PATHS[name] === req.url?.split('?')[0]);
    if (!feed || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    counts[feed] += 1;
    const mode = modes[feed];
    if (mode === 'down') {
      res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '60' }).end('<html><body>Service Unavailable</body></html>');
      return;
    }
    const xml = ecbXml(days[feed], STYLES[feed]);
    const contentType = feed === 'daily' ? 'text/xml' : 'application/xml; charset=UTF-8';
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': contentType }).end(xml.slice(0, Math.floor(xml.length * 0.6)));
      return;
    }
    if (mode === 'slow') {
      if (options.slowAfterHeaders) {
        res.writeHead(200, { 'content-type': contentType });
        res.write(xml.slice(0, Math.floor(xml.length / 2)));
      }
      const timer = setTimeout(() => {
        if (!options.slowAfterHeaders) res.writeHead(200, { 'content-type': contentType });
        res.end(options.slowAfterHeaders ? xml.slice(Math.floor(xml.length / 2)) : xml);
      }, slowMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(xml) }).end(req.method === 'HEAD' ? undefined : xml);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: (feed) => `http://127.0.0.1:${port}${PATHS[feed]}`,
    setMode: (feed, mode) => {
      modes[feed] = mode;
    },
    setDays: (feed, list) => {
      days[feed] = list;
    },
    requests: (feed) => counts[feed],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
