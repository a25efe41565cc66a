// The contract's recommended practice for API keys, shown where keys are made.
import { useId } from 'react';
import { useTranslations } from 'use-intl';

/** The practices, by their key in the `keys.practices` messages. */
const PRACTICES = ['serverSide', 'rotate', 'perIntegration', 'leastPrivilege'] as const;

export function KeyPractices({ compact = false }: { compact?: boolean }) {
  const headingId = useId();
  const t = useTranslations('keys.practices');
  // In the create dialog the title is the h2; on the page this is a section of its own.
  const Heading = compact ? 'h3' : 'h2';
  return (
    <section aria-labelledby={headingId} className={compact ? 'rounded-lg border border-brand-200 bg-brand-50 px-4 py-3' : ''}>
      <Heading id={headingId} className={`font-semibold text-slate-900 ${compact ? 'text-sm' : 'text-base'}`}>
        {t('title')}
      </Heading>
      <ul className={`mt-2 grid gap-x-6 gap-y-1.5 text-sm ${compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-4'}`}>
        {PRACTICES.map((practice) => (
          <li key={practice} className="flex gap-2">
            <svg viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-brand-700" fill="none" aria-hidden="true">
              <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              {t.rich('item', {
                title: t(`${practice}.title`),
                detail: t(`${practice}.detail`),
                strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span>,
                muted: (chunks) => <span className="text-slate-700">{chunks}</span>,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
