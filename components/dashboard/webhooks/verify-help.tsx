'use client';
// "Verify signatures": what a receiver checks (Standard Webhooks headers, with the `standardwebhooks` package),
// a Node snippet, and a link to the API reference.
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { linkClass } from './labels';

const SNIPPET = `import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.VITRINE_WEBHOOK_SECRET); // whsec_…
const app = express();

app.post('/webhooks/vitrine', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, {
      'webhook-id': req.header('webhook-id'),
      'webhook-timestamp': req.header('webhook-timestamp'),
      'webhook-signature': req.header('webhook-signature'),
    });
  } catch {
    return res.status(400).end();
  }
  // event.id, event.type, event.data.object
  res.status(204).end();
});`;

export function VerifyHelp() {
  const t = useTranslations('webhooks.verify');
  const code = (chunks: ReactNode) => <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-800">{chunks}</code>;
  return (
    <section aria-labelledby="verify-signatures" className="min-w-0 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
      <h2 id="verify-signatures" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.rich('intro', { code })}</p>
      <pre className="mt-3 max-w-full overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-5 text-slate-100" tabIndex={0} aria-label={t('snippet')}>
        <code>{SNIPPET}</code>
      </pre>
      <p className="mt-3 text-sm text-slate-700">{t.rich('after', { code })}</p>
      <p className="mt-2 text-sm">
        <a href="/docs" className={linkClass}>
          {t('docs')}
        </a>
      </p>
    </section>
  );
}
