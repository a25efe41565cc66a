// The links under a list that pages through the address (keyset paging): back to the first page, and the next.
import { buttonClass } from './button';

export function Pager({ label, firstHref, nextHref, first, next }: { label: string; firstHref: string | null; nextHref: string | null; first: string; next: string }) {
  if (!firstHref && !nextHref) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
      {firstHref ? (
        <a href={firstHref} className={buttonClass('ghost')}>
          ← {first}
        </a>
      ) : (
        <span />
      )}
      {nextHref ? (
        <a href={nextHref} className={buttonClass('secondary')}>
          {next} →
        </a>
      ) : null}
    </nav>
  );
}
