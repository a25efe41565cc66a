const points = [
  {
    figure: "6 · 12 · 21 %",
    figureLabel: "6, 12 and 21 %",
    title: "VAT broken down per rate",
    body: "Each line carries its own VAT rate. Invoices sum the taxable base and the VAT per rate, and show totals excluding and including VAT.",
  },
  {
    figure: "EUR",
    figureLabel: "Euro",
    title: "Euro first, other currencies welcome",
    body: "Invoice a customer in another currency: the document shows that total and its euro equivalent at the central-bank reference rate of the day, for your VAT and your books.",
  },
  {
    figure: "N°",
    figureLabel: "Numéro",
    title: "The references your customers ask for",
    body: "Référence, N° client and Réclamation N° are printed when you set them. Credit notes point to the invoice they credit.",
  },
];

export function BelgiumSection() {
  return (
    <section id="belgium" aria-labelledby="belgium-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Made for Belgium</p>
          <h2 id="belgium-title" className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
            Invoices your accountant will not send back
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Amounts are computed in whole cents, VAT is rounded per rate, and a finalized invoice can no longer be
            edited: corrections go through a credit note.
          </p>
        </div>
        <ul className="mt-14 grid gap-5 md:grid-cols-3 lg:gap-6">
          {points.map((point) => (
            <li key={point.title} className="flex flex-col rounded-2xl border border-slate-200 p-7">
              <p className="font-mono text-2xl font-semibold tracking-tight whitespace-nowrap text-brand-700">
                <span aria-hidden="true">{point.figure}</span>
                <span className="sr-only">{point.figureLabel}</span>
              </p>
              <h3 className="mt-5 text-lg font-semibold text-ink-950">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{point.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
