import { Logo } from "./logo";

const links = [
  { href: "#features", label: "Features" },
  { href: "#belgium", label: "Belgian VAT" },
  { href: "#api", label: "API" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        <a href="/" className="rounded-md text-ink-950" aria-label="Vitrine, home">
          <Logo />
        </a>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <ul className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink-950"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a
            href="/docs"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink-950 sm:inline-block"
          >
            API reference
          </a>
          <a
            href="/sign-in"
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink-950"
          >
            Sign in
          </a>
          <a
            href="/sign-up"
            className="whitespace-nowrap rounded-lg bg-ink-950 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-ink-800"
          >
            Start free
          </a>
        </nav>
      </div>
    </header>
  );
}
