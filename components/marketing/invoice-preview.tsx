/**
 * A decorative invoice, drawn in HTML, to show what Vitrine produces. Amounts are computed here in
 * integer cents exactly as an invoice would be: per-line totals, VAT per rate on the taxable base.
 */
const lines = [
  { description: "Pain gris 800 g", quantity: 12, unitCents: 340, vatPercent: 6 },
  { description: "Confiture de fraises artisanale", quantity: 4, unitCents: 650, vatPercent: 6 },
  { description: "Sac cabas en coton", quantity: 2, unitCents: 495, vatPercent: 21 },
] as const;

const eur = new Intl.NumberFormat("fr-BE", { style: "currency", currency: "EUR" });
const formatCents = (cents: number) => eur.format(cents / 100);

function vatBreakdown() {
  const bases = new Map<number, number>();
  for (const line of lines) {
    bases.set(line.vatPercent, (bases.get(line.vatPercent) ?? 0) + line.quantity * line.unitCents);
  }
  return [...bases].map(([rate, base]) => ({ rate, base, vat: Math.round((base * rate) / 100) }));
}

export function InvoicePreview() {
  const net = lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const vat = vatBreakdown();
  const gross = net + vat.reduce((sum, row) => sum + row.vat, 0);

  return (
    <figure
      lang="fr"
      className="relative rounded-2xl border border-slate-200 bg-white p-6 text-sm shadow-xl shadow-ink-950/10 ring-1 ring-black/5 sm:p-7"
    >
      <figcaption className="sr-only" lang="en">
        Example of an invoice made with Vitrine, with VAT broken down per rate.
      </figcaption>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">Facture</p>
          <p className="mt-1 font-mono text-base font-semibold text-ink-950">F-2025-0042</p>
        </div>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          Finalisée
        </span>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600">
        <dt>Client</dt>
        <dd className="text-right font-medium text-ink-900">Épicerie Lemaire</dd>
        <dt>N° client</dt>
        <dd className="text-right font-mono text-ink-900">C-0187</dd>
      </dl>

      <table className="mt-5 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-600">
            <th scope="col" className="pb-2 font-medium">
              Article
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Qté
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Total HTVA
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.description} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3 text-ink-900">
                {line.description}
                <span className="ml-1.5 text-xs text-slate-500">{line.vatPercent} %</span>
              </td>
              <td className="py-2 text-right tabular-nums text-slate-700">{line.quantity}</td>
              <td className="py-2 text-right tabular-nums text-ink-900">
                {formatCents(line.quantity * line.unitCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-xs text-slate-600">
        <div className="flex justify-between">
          <dt>Total HTVA</dt>
          <dd className="tabular-nums text-ink-900">{formatCents(net)}</dd>
        </div>
        {vat.map((row) => (
          <div key={row.rate} className="flex justify-between">
            <dt>
              TVA {row.rate} % sur {formatCents(row.base)}
            </dt>
            <dd className="tabular-nums text-ink-900">{formatCents(row.vat)}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between border-t border-slate-200 pt-3 text-sm">
          <dt className="font-semibold text-ink-950">Total TVAC</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink-950">{formatCents(gross)}</dd>
        </div>
      </dl>
    </figure>
  );
}
