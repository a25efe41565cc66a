import { Logo } from "./logo";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-5 py-12 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo className="text-ink-950" />
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            The business, shop and website builder for small merchants in Belgium.
          </p>
        </div>
        <nav aria-label="Developers">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <li>
              <a href="/docs" className="text-slate-700 underline-offset-4 hover:text-ink-950 hover:underline">
                API reference
              </a>
            </li>
            <li>
              <a
                href="/api/v1/openapi.json"
                className="text-slate-700 underline-offset-4 hover:text-ink-950 hover:underline"
              >
                OpenAPI 3.1 document
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
