// The body of a storefront 404 (inside the site's shell when the site exists), or of the 503 shown while
// the database cannot be reached.
import { buttonClass } from '@/blocks/kit/button';
import { siteLabelsFor } from './site-labels';
import { headingFont } from '@/blocks/kit/styles';

/** `locale`: the storefront's language ('nl') or a BCP 47 tag ('nl-BE'). */
export function NotFoundContent({ locale, homeHref, unavailable = false }: { locale: string; homeHref: string | null; unavailable?: boolean }) {
  const labels = siteLabelsFor(locale);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-5 py-24 text-center sm:px-8">
      <p className="text-sm font-semibold tracking-wide text-(--vt-color-muted) uppercase">{unavailable ? '503' : '404'}</p>
      <h1 className={`${headingFont} mt-2 text-3xl font-bold tracking-tight sm:text-4xl`}>{unavailable ? labels.unavailableTitle : labels.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-(--vt-color-muted)">{unavailable ? labels.unavailableText : labels.notFoundText}</p>
      {homeHref ? (
        <p className="mt-8">
          <a href={homeHref} className={buttonClass('primary', 'lg')}>
            {labels.backHome}
          </a>
        </p>
      ) : null}
    </div>
  );
}
