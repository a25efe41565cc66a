// The contract's recommended practice for API keys, shown where keys are made.
import { useId } from 'react';

const PRACTICES = [
  ['Keep keys server-side only', 'Never put a key in a browser, a mobile app or a public repository.'],
  ['Rotate every 90 days', 'Create the new key, update what uses it, verify, then delete the old one.'],
  ['One key per integration', 'Name each key after its integration, so one can be revoked without touching the others.'],
  ['Grant least privilege', 'Tick only the scopes the integration needs; a write scope does not include reading.'],
] as const;

export function KeyPractices({ compact = false }: { compact?: boolean }) {
  const headingId = useId();
  // In the create dialog the title is the h2; on the page this is a section of its own.
  const Heading = compact ? 'h3' : 'h2';
  return (
    <section aria-labelledby={headingId} className={compact ? 'rounded-lg border border-brand-200 bg-brand-50 px-4 py-3' : ''}>
      <Heading id={headingId} className={`font-semibold text-slate-900 ${compact ? 'text-sm' : 'text-base'}`}>
        Recommended practice
      </Heading>
      <ul className={`mt-2 grid gap-x-6 gap-y-1.5 text-sm ${compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-4'}`}>
        {PRACTICES.map(([title, detail]) => (
          <li key={title} className="flex gap-2">
            <svg viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-brand-700" fill="none" aria-hidden="true">
              <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              <span className="font-medium text-slate-900">{title}.</span> <span className="text-slate-700">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
