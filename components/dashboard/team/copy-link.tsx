'use client';
// A read-only field with a link and a "Copy link" button (falls back to selecting the text when the clipboard
// is out of reach).
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';

export function CopyLink({ label, value }: { label: string; value: string }) {
  const t = useTranslations('team.copy');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      input.current?.select();
      setState('failed');
    }
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        />
        <Button variant="secondary" onClick={copy} className="w-28">
          {state === 'copied' ? t('copied') : t('copy')}
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-600">
        {state === 'copied' ? t('copiedStatus') : state === 'failed' ? t('failed') : ''}
      </p>
    </div>
  );
}
