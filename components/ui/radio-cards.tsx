'use client';
// A choice among a few options, each a card with a label and a line of detail (native radios in a fieldset:
// arrow keys move between them; the card shows the checked one and the keyboard focus).
import { useId } from 'react';

export type RadioCardOption<T extends string> = { value: T; label: string; detail: string };

export function RadioCards<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  className = 'grid gap-2',
}: {
  legend: string;
  options: readonly RadioCardOption<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  /** The layout of the cards (default: one column). */
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm shadow-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={`${id}-choice`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              <span className="block text-slate-600">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
