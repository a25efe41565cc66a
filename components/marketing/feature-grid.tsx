import type { ComponentType, SVGProps } from "react";
import { BoxesIcon, ChartIcon, HeartCardIcon, InvoiceIcon, RegisterIcon, StorefrontIcon } from "./icons";

type Feature = {
  title: string;
  body: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const features: Feature[] = [
  {
    title: "Point of sale",
    body: "Every sale at the counter is recorded with its location and till session, so each day closes with totals that add up.",
    icon: RegisterIcon,
  },
  {
    title: "Products & stock",
    body: "One catalogue for the counter and the web shop. Stock per location, every adjustment kept in an audit log, and never below zero.",
    icon: BoxesIcon,
  },
  {
    title: "Invoices & credit notes",
    body: "Invoices in euro with VAT broken down per rate. Invoice in another currency and Vitrine converts it at the central-bank reference rate.",
    icon: InvoiceIcon,
  },
  {
    title: "Website & online shop",
    body: "Compose pages from ready-made blocks such as a shop hero or a product grid, or start from a theme. Publish when you are ready.",
    icon: StorefrontIcon,
  },
  {
    title: "Customers & loyalty",
    body: "Customer profiles without duplicates, loyalty cards with stamps and points, and coupons that can only be redeemed once.",
    icon: HeartCardIcon,
  },
  {
    title: "Reports",
    body: "Revenue reports and breakdowns built from the same records as your till and your invoices, so you know what sells.",
    icon: ChartIcon,
  },
];

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">For merchants</p>
          <h2 id="features-title" className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
            Everything a small shop runs on, working together
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            The counter and the web shop sell from the same catalogue and the same stock. Customers, invoices and
            reports share one set of records, from the till to your accountant.
          </p>
        </div>

        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, body, icon: FeatureIcon }) => (
            <li
              key={title}
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <FeatureIcon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-950">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
