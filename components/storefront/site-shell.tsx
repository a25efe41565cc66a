// The frame of every storefront page: skip link, header (logo or name, navigation), an optional shop notice,
// the page's <main>, and a footer with the business's details and the opening hours of its locations.
// Server-only markup: no client JavaScript.
import type { ReactNode } from 'react';
import type { Address, BlockRenderContext } from '@/blocks/types';
import { HoursTable } from './opening-hours';
import { siteLabelsFor } from './site-labels';
import { focusRing, headingFont } from './styles';

export type NavLink = { title: string; href: string; current: boolean };

export type ShellBusiness = {
  name: string;
  legalName: string | null;
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  address: Address | null;
};

export type SiteShellProps = {
  ctx: BlockRenderContext;
  business: ShellBusiness;
  logoUrl: string | null;
  nav: NavLink[];
  /** The shop exists but is PAUSED: a closed notice above the content. */
  shopClosed: boolean;
  children: ReactNode;
};

const container = 'mx-auto w-full max-w-6xl px-5 sm:px-8';

export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <span className="block">{address.line1}</span>
      {address.line2 ? <span className="block">{address.line2}</span> : null}
      <span className="block">
        {address.postalCode} {address.city}
      </span>
    </>
  );
}

function SiteHeader({ business, logoUrl, nav, ctx }: Pick<SiteShellProps, 'business' | 'logoUrl' | 'nav' | 'ctx'>) {
  const labels = siteLabelsFor(ctx.locale);
  return (
    <header className="border-b border-(--vt-color-border) bg-(--vt-color-bg)">
      <div className={`${container} flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-8`}>
        <a href={`${ctx.basePath}/`} className={`inline-flex shrink-0 items-center self-start rounded-sm sm:self-auto ${focusRing}`}>
          {logoUrl ? (
            <img src={logoUrl} alt={business.name} className="h-10 w-auto max-w-[14rem] object-contain" height={40} />
          ) : (
            <span className={`${headingFont} text-xl font-bold tracking-tight sm:text-2xl`}>{business.name}</span>
          )}
        </a>
        {nav.length > 0 ? (
          <nav aria-label={labels.mainNavigation} className="-mx-2 overflow-x-auto">
            <ul role="list" className="flex flex-wrap items-center gap-x-1 gap-y-1 text-[0.95rem] font-medium">
              {nav.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.current ? 'page' : undefined}
                    className={`block rounded-(--vt-radius) px-3 py-2 transition hover:bg-(--vt-color-surface) ${
                      link.current ? 'text-(--vt-color-text) underline decoration-(--vt-color-primary) decoration-2 underline-offset-8' : 'text-(--vt-color-muted) hover:text-(--vt-color-text)'
                    } ${focusRing}`}
                  >
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

function SiteFooter({ business, ctx }: Pick<SiteShellProps, 'business' | 'ctx'>) {
  const labels = siteLabelsFor(ctx.locale);
  const locations = ctx.locations.filter((location) => Object.values(location.openingHours).some((ranges) => ranges && ranges.length > 0) || location.address);
  return (
    <footer className="mt-auto border-t border-(--vt-color-border) bg-(--vt-color-surface) text-(--vt-color-text)">
      <div className={`${container} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3`}>
        <div>
          <p className={`${headingFont} text-lg font-bold`}>{business.name}</p>
          <address className="mt-3 space-y-3 text-sm text-(--vt-color-muted) not-italic">
            {business.address ? (
              <span className="block">
                <AddressLines address={business.address} />
              </span>
            ) : null}
            {business.phone || business.email ? (
              <span className="block">
                {business.phone ? (
                  <a href={`tel:${business.phone.replace(/\s+/g, '')}`} className={`block w-fit rounded-sm hover:text-(--vt-color-text) hover:underline ${focusRing}`}>
                    {business.phone}
                  </a>
                ) : null}
                {business.email ? (
                  <a href={`mailto:${business.email}`} className={`block w-fit rounded-sm hover:text-(--vt-color-text) hover:underline ${focusRing}`}>
                    {business.email}
                  </a>
                ) : null}
              </span>
            ) : null}
          </address>
          {business.vatNumber || business.legalName ? (
            <p className="mt-3 text-sm text-(--vt-color-muted)">
              {business.legalName && business.legalName !== business.name ? <span className="block">{business.legalName}</span> : null}
              {business.vatNumber ? (
                <span className="block">
                  {labels.vatNumber} {business.vatNumber}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {locations.map((location) => (
          <section key={location.id} aria-labelledby={`footer-${location.id}`} className="text-sm">
            <h2 id={`footer-${location.id}`} className={`${headingFont} text-base font-semibold`}>
              {locations.length > 1 || location.name !== business.name ? location.name : labels.openingHours}
            </h2>
            {location.address && (locations.length > 1 || !business.address) ? (
              <p className="mt-1 text-(--vt-color-muted)">
                <AddressLines address={location.address} />
              </p>
            ) : null}
            <div className="mt-2 max-w-xs">
              <HoursTable location={location} ctx={ctx} showClosedDays />
            </div>
          </section>
        ))}
      </div>
    </footer>
  );
}

/** A notice under the header while the shop is paused: products are shown, nothing can be ordered. */
export function ShopClosedNotice({ locale }: { locale: string }) {
  const labels = siteLabelsFor(locale);
  return (
    <div role="status" className="border-b border-(--vt-color-border) bg-(--vt-color-accent) text-(--vt-color-on-accent)">
      <p className={`${container} py-3 text-sm`}>
        <strong className="font-semibold">{labels.shopClosed}</strong> {labels.shopClosedDetail}
      </p>
    </div>
  );
}

export function SiteShell({ ctx, business, logoUrl, nav, shopClosed, children }: SiteShellProps) {
  const labels = siteLabelsFor(ctx.locale);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-(--vt-radius) bg-(--vt-color-text) px-4 py-2 font-semibold text-(--vt-color-bg) focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {labels.skipToContent}
      </a>
      <SiteHeader business={business} logoUrl={logoUrl} nav={nav} ctx={ctx} />
      {shopClosed ? <ShopClosedNotice locale={ctx.locale} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter business={business} ctx={ctx} />
    </div>
  );
}
