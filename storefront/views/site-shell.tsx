// The frame of every storefront page: skip link, header (logo or name, navigation, cart link), an optional
// shop notice, the page's <main>, and a footer with the business's details and the opening hours of its
// locations. Server-only markup: no client JavaScript.
import type { ReactNode } from 'react';
import type { Address, BlockRenderContext } from '@/blocks/types';
import { HoursTable } from '@/blocks/kit/opening-hours';
import { cartAction, cartEnabled } from '@/blocks/kit/shop';
import { type LanguageVersion, LanguageLinks, LanguageOffers } from './language-links';
import { contextIn, siteLabelsFor, storefrontLanguage } from './site-labels';
import type { Locale } from '@/lib/i18n/translator';
import { focusRing, headingFont } from '@/blocks/kit/styles';

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
  /** The storefront's language; by default that of `ctx.locale`. */
  locale?: Locale;
  business: ShellBusiness;
  logoUrl: string | null;
  nav: NavLink[];
  /** The shop exists but is PAUSED: a closed notice above the content. */
  shopClosed: boolean;
  /**
   * Units in the visitor's cart, on the visitor's own (private) pages. Left out on shared pages: the link then
   * carries an empty, hidden count that the storefront route fills in for a visitor with a cart
   * (`withCartCount` in storefront/cart-count.ts), so one cached render serves every visitor.
   */
  cartCount?: number;
  /** The page in each of the site's languages (the header's language links and the browser-language offer); empty for one language. */
  languages?: LanguageVersion[];
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

/**
 * The count in the header's cart link: hidden when empty (the shared render), else the number and its words
 * (`locale`: a storefront language, 'nl', or a BCP 47 tag, 'nl-BE').
 */
export function CartCount({ count, locale }: { count: number; locale: string }) {
  const badge = 'ml-1 inline-flex min-w-6 items-center justify-center rounded-full bg-(--vt-color-primary) px-1.5 text-xs leading-6 font-bold text-(--vt-color-on-primary) tabular-nums';
  if (count <= 0) return <span data-cart-count="" hidden className={badge} />;
  return (
    <span data-cart-count={count} className={badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only"> ({siteLabelsFor(locale).cartItems(count)})</span>
    </span>
  );
}

function CartLink({ ctx, count }: { ctx: BlockRenderContext; count: number }) {
  const labels = siteLabelsFor(ctx.locale);
  return (
    <a
      href={cartAction(ctx)}
      data-cart-link=""
      className={`order-2 inline-flex shrink-0 items-center gap-2 rounded-(--vt-radius) border border-(--vt-color-border) px-3 py-2 text-[0.95rem] font-medium transition hover:border-(--vt-color-text) sm:order-3 ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      <span>{labels.cart}</span>
      <CartCount count={count} locale={ctx.locale} />
    </a>
  );
}

function SiteHeader({ business, logoUrl, nav, ctx, cartCount, languages = [] }: Pick<SiteShellProps, 'business' | 'logoUrl' | 'nav' | 'ctx' | 'cartCount' | 'languages'>) {
  const labels = siteLabelsFor(ctx.locale);
  return (
    <header className="border-b border-(--vt-color-border) bg-(--vt-color-bg)">
      {/* Small screens: logo and cart on one row, the navigation under them; wider: logo · navigation · cart. */}
      <div className={`${container} flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4`}>
        <a href={`${ctx.basePath}/`} className={`order-1 inline-flex shrink-0 items-center rounded-sm ${focusRing}`}>
          {logoUrl ? (
            <img src={logoUrl} alt={business.name} className="h-10 w-auto max-w-[14rem] object-contain" height={40} />
          ) : (
            <span className={`${headingFont} text-xl font-bold tracking-tight sm:text-2xl`}>{business.name}</span>
          )}
        </a>
        {languages.length > 1 ? (
          <div className="order-2 ml-auto sm:order-4 sm:ml-0">
            <LanguageLinks versions={languages} locale={storefrontLanguage(ctx.locale)} />
          </div>
        ) : null}
        {cartEnabled(ctx) ? <CartLink ctx={ctx} count={cartCount ?? 0} /> : null}
        {nav.length > 0 ? (
          <nav aria-label={labels.mainNavigation} className="order-3 -mx-2 w-full overflow-x-auto sm:order-2 sm:ml-auto sm:w-auto">
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
                  <a href={`tel:${business.phone.replace(/\s+/g, '')}`} className={`block w-fit rounded-sm py-1 hover:text-(--vt-color-text) hover:underline ${focusRing}`}>
                    {business.phone}
                  </a>
                ) : null}
                {business.email ? (
                  <a href={`mailto:${business.email}`} className={`block w-fit rounded-sm py-1 hover:text-(--vt-color-text) hover:underline ${focusRing}`}>
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

/** A notice under the header while the shop is paused: products are shown, nothing can be ordered ('nl' or 'nl-BE'). */
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

export function SiteShell({ ctx: context, locale, business, logoUrl, nav, shopClosed, cartCount, languages = [], children }: SiteShellProps) {
  const ctx = contextIn(context, locale);
  const labels = siteLabelsFor(ctx.locale);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-(--vt-radius) bg-(--vt-color-text) px-4 py-2 font-semibold text-(--vt-color-bg) focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {labels.skipToContent}
      </a>
      <LanguageOffers versions={languages} />
      <SiteHeader business={business} logoUrl={logoUrl} nav={nav} ctx={ctx} cartCount={cartCount} languages={languages} />
      {shopClosed ? <ShopClosedNotice locale={ctx.locale} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter business={business} ctx={ctx} />
    </div>
  );
}
