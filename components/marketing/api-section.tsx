import { ArrowRightIcon, BracesIcon, FlaskIcon, KeyIcon, RepeatIcon } from "./icons";

const promises = [
  {
    icon: KeyIcon,
    title: "Scoped API keys",
    body: "A key belongs to one business and can do only what its scopes allow, such as products:read or invoices:write. Everything else is denied.",
  },
  {
    icon: FlaskIcon,
    title: "Live and test mode",
    body: "Keys starting with key_test_ reach a sandbox twin of the business, so an integration can be built without touching real data.",
  },
  {
    icon: RepeatIcon,
    title: "Safe retries",
    body: "Send an Idempotency-Key with a write and a retry returns the original result instead of doing the work twice.",
  },
  {
    icon: BracesIcon,
    title: "Predictable JSON",
    body: "One error shape with a request id, cursor paging on every list, and rate-limit headers on every authenticated call.",
  },
];

/** The request shown in the terminal, one token per span so it is coloured without client code. */
function CodeSample() {
  const str = (text: string) => <span className="text-brand-300">{text}</span>;
  return (
    <pre className="overflow-x-auto p-5 font-mono text-[12.5px] leading-6 text-slate-200">
      <code>
        <span className="text-slate-500 select-none">$ </span>
        <span className="text-accent-300">curl</span> -X POST {str('"$VITRINE_URL/api/v1/public/invoices"')} \{"\n"}
        {"    "}-H {str('"Authorization: Bearer $VITRINE_API_KEY"')} \{"\n"}
        {"    "}-H {str('"Idempotency-Key: $(uuidgen)"')} \{"\n"}
        {"    "}-H {str('"Content-Type: application/json"')} \{"\n"}
        {"    "}-d {str(`'{"buyerName": "Épicerie Lemaire", "currency": "EUR",`)}
        {"\n"}
        {"         "}
        {str(`"items": [{"description": "Pain gris 800 g",`)}
        {"\n"}
        {"                    "}
        {str(`"quantity": 12, "unitPrice": 3.40}],`)}
        {"\n"}
        {"         "}
        {str(`"finalize": true}'`)}
      </code>
    </pre>
  );
}

export function ApiSection() {
  return (
    <section id="api" aria-labelledby="api-title" className="relative isolate scroll-mt-20 overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_100%_0%,rgb(39_148_134/0.28),transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28">
        <div className="grid gap-14 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">For integrators</p>
            <h2 id="api-title" className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              A public REST API at <span className="font-mono text-[0.85em] text-brand-200">/api/v1</span>
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-300">
              Read a merchant&apos;s business data, create products, adjust stock, issue invoices, or assemble and
              publish a whole website and online shop. Every endpoint is described in an OpenAPI 3.1 document and
              browsable in an interactive reference.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="/docs"
                className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 text-sm font-semibold text-ink-950 shadow-sm transition-colors hover:bg-brand-50"
              >
                Open the API reference
                <ArrowRightIcon className="size-4" />
              </a>
              <a
                href="/api/v1/openapi.json"
                className="inline-flex items-center gap-2 rounded-lg border border-white/20 px-5 py-3 text-sm font-semibold text-white transition-colors hover:border-white/40 hover:bg-white/5"
              >
                OpenAPI document
              </a>
            </div>

            <ul className="mt-12 grid gap-x-8 gap-y-7 sm:grid-cols-2">
              {promises.map(({ icon: PromiseIcon, title, body }) => (
                <li key={title}>
                  <h3 className="flex items-center gap-2.5 font-semibold">
                    <PromiseIcon className="size-5 text-brand-300" />
                    {title}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-300">{body}</p>
                </li>
              ))}
            </ul>
          </div>

          <div className="flex flex-col gap-6 lg:pt-10">
            <figure className="overflow-hidden rounded-2xl border border-white/10 bg-ink-900 shadow-2xl shadow-black/40">
              <div className="flex items-center gap-2 border-b border-white/10 px-5 py-3">
                <span className="size-3 rounded-full bg-white/15" aria-hidden="true" />
                <span className="size-3 rounded-full bg-white/15" aria-hidden="true" />
                <span className="size-3 rounded-full bg-white/15" aria-hidden="true" />
                <figcaption className="ml-3 text-xs font-medium text-slate-300">
                  Create and finalize an invoice
                </figcaption>
              </div>
              <CodeSample />
            </figure>
            <BuilderFlow />
          </div>
        </div>
      </div>
    </section>
  );
}

const flow = [
  { method: "PATCH", path: "/public/shop", label: "Create the shop" },
  { method: "POST", path: "/public/products", label: "Add products" },
  { method: "POST", path: "/public/site/pages", label: "Compose pages from blocks" },
  { method: "POST", path: "/public/site/apply-theme", label: "Apply a theme" },
  { method: "PATCH", path: "/public/site", label: "Publish the site" },
  { method: "PATCH", path: "/public/shop", label: "Open the shop" },
];

function BuilderFlow() {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/[0.03] p-6">
      <h3 className="font-semibold">From an empty account to a published shop</h3>
      <p className="mt-1 text-sm text-slate-300">With one key holding the builder scopes, in six calls:</p>
      <ol className="mt-5 space-y-2.5">
        {flow.map((step, index) => (
          <li key={`${step.method} ${step.path} ${step.label}`} className="flex items-center gap-3 text-sm">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-white/10 text-xs font-semibold text-slate-200">
              {index + 1}
            </span>
            <span className="w-14 shrink-0 font-mono text-xs font-semibold text-accent-300">{step.method}</span>
            <code className="truncate font-mono text-xs text-slate-200">{step.path}</code>
            <span className="ml-auto hidden text-right text-slate-300 sm:inline">{step.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
