import { ArrowRightIcon } from "./icons";
import { InvoicePreview } from "./invoice-preview";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_32rem_at_85%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,#fdf3d0,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(15_23_42/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(15_23_42/0.045)_1px,transparent_1px)] bg-[size:44px_44px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />

      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 pt-16 pb-20 sm:px-8 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
            For independent shops in Belgium
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl"
          >
            Run your whole shop from one window.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600">
            Vitrine is the business, shop and website builder for small merchants. Record every sale at the
            counter, keep products and stock in step, send invoices in euro with Belgian VAT, and publish a
            website and online shop built from blocks and themes. Free to start, no card needed.
          </p>
          <div className="mt-9 flex flex-wrap items-center gap-3">
            <a
              href="/sign-up"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
            >
              Create your shop
              <ArrowRightIcon className="size-4" />
            </a>
            <a
              href="/sign-in"
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-ink-950 shadow-sm transition-colors hover:border-slate-400 hover:bg-slate-50"
            >
              Sign in to your dashboard
            </a>
            <a
              href="/docs"
              className="inline-flex items-center gap-2 rounded-lg px-3 py-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Read the API reference
            </a>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {["Point of sale", "Products & stock", "Invoices & credit notes", "Website & online shop"].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <svg viewBox="0 0 16 16" className="size-4 text-brand-600" aria-hidden="true" focusable="false">
                  <path
                    d="m3.5 8.5 3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto w-full max-w-md sm:pb-24 lg:max-w-none">
          <div className="lg:translate-x-4 lg:rotate-1">
            <InvoicePreview />
          </div>
          <div
            aria-hidden="true"
            className="absolute bottom-0 -left-4 hidden w-56 rounded-xl border border-slate-200 bg-white p-4 shadow-lg shadow-ink-950/10 sm:block lg:-left-10"
          >
            <p className="text-xs font-medium text-slate-500">Stock · Namur</p>
            <p className="mt-1 text-sm font-semibold text-ink-950">Pain gris 800 g</p>
            <div className="mt-3 flex items-center justify-between text-xs">
              <span className="text-slate-600">38 in stock</span>
              <span className="rounded bg-rose-50 px-1.5 py-0.5 font-mono font-semibold text-rose-700">−12</span>
            </div>
            <div className="mt-2 h-1.5 rounded-full bg-slate-100">
              <div className="h-1.5 w-3/5 rounded-full bg-brand-500" />
            </div>
          </div>
          <div
            aria-hidden="true"
            className="absolute -top-5 -right-3 hidden items-center gap-2 rounded-full border border-slate-200 bg-white py-1.5 pr-3.5 pl-2 text-xs font-medium text-ink-900 shadow-md sm:flex"
          >
            <span className="grid size-5 place-items-center rounded-full bg-emerald-100 text-emerald-700">
              <svg viewBox="0 0 16 16" className="size-3" focusable="false">
                <path
                  d="m3.5 8.5 3 3 6-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            Shop published
          </div>
        </div>
      </div>
    </section>
  );
}
