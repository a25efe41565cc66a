'use client';
// The header's business switcher: a disclosure button naming the current business; its panel lists the user's
// businesses with their role in each (links). Escape or a click elsewhere closes it and focus returns to the button.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';

/** `role`: the user's role there, in words (the server names it: roles.ts stays out of the browser bundle). */
export type SwitcherBusiness = { id: string; name: string; role: string };

export function BusinessSwitcher({ current, businesses }: { current: SwitcherBusiness; businesses: SwitcherBusiness[] }) {
  const t = useTranslations('shell.switcher');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (businesses.length < 2) return <span className="font-semibold text-slate-900">{current.name}</span>;

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">{t('business')}</span>
        {current.name}
        <svg viewBox="0 0 20 20" className={`size-4 text-slate-500 transition ${open ? 'rotate-180' : ''}`} aria-hidden="true">
          <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">{t('switch')}</span>
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 z-30 mt-1 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        <nav aria-label={t('yourBusinesses')}>
          <ul>
            {businesses.map((b) => {
              const isCurrent = b.id === current.id;
              return (
                <li key={b.id}>
                  <a
                    href={`/dashboard/${b.id}`}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={`flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${isCurrent ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-100'}`}
                  >
                    <span className="min-w-0 truncate font-medium">{b.name}</span>
                    <span className="shrink-0 text-xs text-slate-600">{b.role}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
