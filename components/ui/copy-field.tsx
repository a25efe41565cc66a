'use client';
// A value to copy (an API key or a webhook secret shown once, an invitation link): the read-only field, a copy
// button with feedback — or, when the clipboard is out of reach (permissions, insecure origin), the text selected
// to copy by hand — and the status line screen readers hear.
import { useId, useRef, useState } from 'react';
import { Button } from './button';

export type CopyFieldLabels = { label: string; copy: string; copied: string; copiedStatus: string; failed: string };

export function CopyField({
  id,
  value,
  labels,
  secondary = false,
}: {
  id?: string;
  value: string;
  labels: CopyFieldLabels;
  /** A secondary button and smaller text (a link beside other actions), rather than the dialog's main action. */
  secondary?: boolean;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      input.current?.select();
      setCopy('failed');
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {labels.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className={`block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono ${secondary ? 'text-xs' : 'text-sm'} text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600`}
        />
        <Button variant={secondary ? 'secondary' : 'primary'} onClick={copyValue} className="min-w-28 shrink-0">
          {copy === 'copied' ? (
            <>
              <svg viewBox="0 0 16 16" className="size-4" fill="none" aria-hidden="true">
                <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {labels.copied}
            </>
          ) : (
            labels.copy
          )}
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-600">
        {copy === 'copied' ? labels.copiedStatus : copy === 'failed' ? labels.failed : ''}
      </p>
    </div>
  );
}
