'use client';
// A labelled checkbox on Radix's Checkbox (keyboard, focus and states handled by Radix).
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';

export function Checkbox({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  name,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <RadixCheckbox.Root
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <RadixCheckbox.Indicator className="text-white">
          <svg viewBox="0 0 16 16" className="size-3.5" fill="none" aria-hidden="true">
            <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="text-sm leading-5">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
