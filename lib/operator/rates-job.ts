// The exchange-rate job: fetch the ECB feeds, then fill in the rates of documents created while unknown.
// The server runs it in the background every ECB_REFRESH_MINUTES; `vitrine rates refresh` runs it now.
import type { Db } from '../db/client';
import { fillPendingRates } from '../domain/invoices/invoices';
import { type RefreshReport, ratesConfig, refreshRates } from '../domain/rates/refresh-rates';
import { get, registryKey, set } from '../runtime/process-registry';

export async function refreshRatesAndFill(db: Db): Promise<RefreshReport & { filled: number }> {
  const report = await refreshRates(db, ratesConfig());
  const filled = await fillPendingRates(db);
  return { ...report, filled };
}

const RATES_TIMER = registryKey<NodeJS.Timeout>('ratesTimer');

/** Starts the background refresh (first run shortly after start-up). */
export function startRatesJob(db: Db) {
  const minutes = ratesConfig().refreshMinutes;
  if (minutes === 0 || get(RATES_TIMER)) return;
  let lastError = '';
  const run = () =>
    refreshRatesAndFill(db).then(
      (result) => {
        const failures = result.feeds.filter((feed) => !feed.ok).map((feed) => `${feed.feed}: ${feed.error}`).join('; ');
        if (failures && failures !== lastError) console.warn(`[rates] ECB feeds unavailable (${failures}); pending rates stay pending`);
        lastError = failures;
        if (result.filled > 0) console.log(`[rates] filled the exchange rate of ${result.filled} document(s)`);
      },
      (error: Error) => console.error('[rates] refresh failed:', error.message),
    );
  setTimeout(run, 5_000).unref();
  set(RATES_TIMER, setInterval(run, minutes * 60_000).unref());
}
