// Parsing the ECB XML and fetching it over HTTP (against the local stand-in server).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EcbServer, ecbSampleDays, startEcbServer } from '../../testing/ecb-server';
import { EcbFeedError, fetchEcbFeed, normaliseRate, parseEcbXml } from './ecb-feed';

const ENVELOPE_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n' +
  '  <gesmes:subject>Reference rates</gesmes:subject>\n' +
  '  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>\n';
const envelope = (cubes: string) => `${ENVELOPE_OPEN}  <Cube>\n${cubes}\n  </Cube>\n</gesmes:Envelope>\n`;

const SAMPLE = envelope(`
    <Cube time="2014-06-12">
      <Cube currency="USD" rate="1.3528"/>
      <Cube currency="JPY" rate="138.12"/>
      <Cube currency="GBP" rate="0.8039"/>
      <Cube currency="CHF" rate="1.2174"/>
    </Cube>
    <Cube time="2014-06-13">
      <Cube currency="USD" rate="1.3534"/>
      <Cube currency="JPY" rate="138.08"/>
      <Cube currency="GBP" rate="0.7979"/>
      <Cube currency="CHF" rate="1.2178"/>
      <Cube currency="SEK" rate="9.0232"/>
      <Cube currency="CZK" rate="27.44"/>
    </Cube>`);

const expectMalformed = (xml: string, message: RegExp) => {
  let caught: unknown;
  try {
    parseEcbXml(xml);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EcbFeedError);
  expect((caught as EcbFeedError).kind).toBe('malformed');
  expect((caught as EcbFeedError).message).toMatch(message);
};

describe('parseEcbXml', () => {
  it('reads the days of an ECB document, newest first, rates as decimal strings', () => {
    expect(parseEcbXml(SAMPLE)).toEqual([
      { date: '2014-06-13', rates: { USD: '1.3534', JPY: '138.08', GBP: '0.7979', CHF: '1.2178', SEK: '9.0232', CZK: '27.44' } },
      { date: '2014-06-12', rates: { USD: '1.3528', JPY: '138.12', GBP: '0.8039', CHF: '1.2174' } },
    ]);
  });

  it("accepts ' or \" quoting, any whitespace, self-closing or not, and a byte-order mark", () => {
    const compact =
      "\uFEFF<?xml version='1.0' encoding='UTF-8'?><gesmes:Envelope xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' " +
      "xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'><gesmes:subject>Reference rates</gesmes:subject>" +
      "<Cube><Cube time='2014-06-13'><Cube currency='USD' rate='1.3534'></Cube><Cube\n\tcurrency = \"JPY\"\n\trate = '138.08' /></Cube></Cube></gesmes:Envelope>";
    expect(parseEcbXml(compact)).toEqual([{ date: '2014-06-13', rates: { USD: '1.3534', JPY: '138.08' } }]);
    const spaced = envelope(`<Cube   time =  "2014-06-13"  >\r\n\r\n   <Cube currency="USD"   rate="1.3534"   >   </Cube>\r\n</Cube>`);
    expect(parseEcbXml(spaced)).toEqual([{ date: '2014-06-13', rates: { USD: '1.3534' } }]);
  });

  it('normalises the decimals: trailing fraction zeros and leading integer zeros are dropped', () => {
    const xml = envelope(
      `<Cube time="2014-06-13"><Cube currency="HUF" rate="395.10"/><Cube currency="PLN" rate="3.308"/>` +
        `<Cube currency="ISK" rate="155.000"/><Cube currency="GBP" rate="00.7979"/><Cube currency="KRW" rate="1380"/></Cube>`,
    );
    expect(parseEcbXml(xml)[0]!.rates).toEqual({ HUF: '395.1', PLN: '3.308', ISK: '155', GBP: '0.7979', KRW: '1380' });
    expect(normaliseRate('1.3500')).toBe('1.35');
    expect(normaliseRate('0.0001')).toBe('0.0001');
    for (const bad of ['0', '0.000', '-1.2', '1e3', '1,23', 'N/A', '', '.5', '1.', '12345678901.1', '1.12345678901']) {
      expect(normaliseRate(bad), bad).toBeNull();
    }
  });

  it('refuses XML that is not well formed, e.g. cut off half-way', () => {
    expectMalformed(SAMPLE.slice(0, Math.floor(SAMPLE.length * 0.6)), /Malformed ECB feed/);
    expectMalformed(SAMPLE.replace('</Cube>', ''), /Malformed ECB feed/);
    expectMalformed('', /empty/);
    expectMalformed('   \n', /empty/);
    expectMalformed('not xml at all', /Malformed ECB feed/);
    expectMalformed('<html><body><h1>Service Unavailable</body></html>', /Malformed ECB feed/);
  });

  it('refuses a well-formed document without any <Cube time=…>', () => {
    expectMalformed(envelope(''), /no <Cube time/);
    expectMalformed('<?xml version="1.0"?><html><body>Maintenance</body></html>', /no <Cube time/);
    expectMalformed(envelope('<Cube currency="USD" rate="1.3534"/>'), /no <Cube time/);
  });

  it('refuses invalid days, currencies and rates', () => {
    expectMalformed(envelope('<Cube time="2014-02-30"><Cube currency="USD" rate="1.3"/></Cube>'), /2014-02-30/);
    expectMalformed(envelope('<Cube time="13/06/2014"><Cube currency="USD" rate="1.3"/></Cube>'), /YYYY-MM-DD/);
    expectMalformed(envelope('<Cube time="2014-06-13"><Cube currency="usd" rate="1.3"/></Cube>'), /usd/);
    expectMalformed(envelope('<Cube time="2014-06-13"><Cube currency="USD" rate="N/A"/></Cube>'), /"N\/A" of USD/);
    expectMalformed(envelope('<Cube time="2014-06-13"><Cube currency="USD" rate="1,3534"/></Cube>'), /1,3534/);
    expectMalformed(envelope('<Cube time="2014-06-13"><Cube currency="USD"/></Cube>'), /lacks/);
    expectMalformed(envelope('<Cube time="2014-06-13"></Cube>'), /holds no rate/);
    expectMalformed(envelope('<Cube time="2014-06-13"/>'), /holds no rate/);
    expectMalformed(
      envelope('<Cube time="2014-06-13"><Cube currency="USD" rate="1.3534"/><Cube currency="USD" rate="1.4"/></Cube>'),
      /two different rates/,
    );
    // The same rate twice (even spelt differently) is harmless.
    const twice = envelope('<Cube time="2014-06-13"><Cube currency="USD" rate="1.3534"/><Cube currency="USD" rate="1.35340"/></Cube>');
    expect(parseEcbXml(twice)).toEqual([{ date: '2014-06-13', rates: { USD: '1.3534' } }]);
  });
});

describe('fetchEcbFeed', () => {
  let server: EcbServer;
  beforeAll(async () => {
    server = await startEcbServer({ slowMs: 20_000 });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.setMode('daily', 'ok');
    server.setMode('hist90', 'ok');
  });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(EcbFeedError);
    return error as EcbFeedError;
  };

  it('fetches and parses both feed styles', async () => {
    const hist90 = await fetchEcbFeed(server.url('hist90'), { timeoutMs: 2_000 });
    expect(hist90).toHaveLength(64);
    // Exactly the served days, with the rates normalised ("305.10" → "305.1").
    const normalised = (rates: Record<string, string>) => Object.fromEntries(Object.entries(rates).map(([c, r]) => [c, normaliseRate(r)]));
    expect(hist90).toEqual(ecbSampleDays().map((day) => ({ date: day.date, rates: normalised(day.rates) })));
    expect(hist90[0]!.rates.HUF).toBe('305.1');
    expect(hist90[0]!.rates).toMatchObject({ USD: '1.3534', JPY: '138.08', GBP: '0.7979', CHF: '1.2178', SEK: '9.0232', CZK: '27.44' });
    expect(hist90[1]).toMatchObject({ date: '2014-06-12', rates: { USD: '1.3528', JPY: '138.12', GBP: '0.8039', CHF: '1.2174' } });
    const daily = await fetchEcbFeed(server.url('daily'), { timeoutMs: 2_000 });
    expect(daily).toEqual([hist90[0]]);
  });

  it('reports a feed that is down (HTTP 503)', async () => {
    server.setMode('daily', 'down');
    const error = await failure(fetchEcbFeed(server.url('daily'), { timeoutMs: 2_000 }));
    expect(error.kind).toBe('http');
    expect(error.message).toMatch(/HTTP 503/);
  });

  it('times out a feed that does not answer in time', async () => {
    server.setMode('daily', 'slow');
    const started = Date.now();
    const error = await failure(fetchEcbFeed(server.url('daily'), { timeoutMs: 250 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/within 250 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out a feed that stalls in the middle of its body', async () => {
    const stalling = await startEcbServer({ slowMs: 20_000, slowAfterHeaders: true });
    try {
      stalling.setMode('hist90', 'slow');
      const started = Date.now();
      const error = await failure(fetchEcbFeed(stalling.url('hist90'), { timeoutMs: 250 }));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await stalling.close();
    }
  });

  it('reports a truncated feed as malformed', async () => {
    server.setMode('hist90', 'malformed');
    const error = await failure(fetchEcbFeed(server.url('hist90'), { timeoutMs: 2_000 }));
    expect(error.kind).toBe('malformed');
  });

  it('reports an answer that is not XML', async () => {
    const html = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Login</html>'));
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = html.address() as AddressInfo;
      const error = await failure(fetchEcbFeed(`http://127.0.0.1:${port}/eurofxref-daily.xml`, { timeoutMs: 2_000 }));
      expect(error.kind).toBe('content');
      expect(error.message).toMatch(/text\/html, not XML/);
    } finally {
      await new Promise((resolve) => html.close(resolve));
    }
  });

  it('reports an unreachable feed and one larger than accepted', async () => {
    const gone = await startEcbServer();
    const url = gone.url('daily');
    await gone.close();
    expect((await failure(fetchEcbFeed(url, { timeoutMs: 2_000 }))).kind).toBe('network');
    const tooLarge = await failure(fetchEcbFeed(server.url('hist90'), { timeoutMs: 2_000, maxBytes: 1_000 }));
    expect(tooLarge.kind).toBe('content');
  });
});
