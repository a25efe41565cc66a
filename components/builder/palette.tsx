'use client';
// The block palette, from the catalogue (GET block-types): grouped by category, with label and description.
import type { BlockTypeInfo } from '@/lib/dashboard/client/builder';

const idOf = (category: string) => `palette-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function Palette({ blockTypes, onPick }: { blockTypes: BlockTypeInfo[]; onPick: (type: BlockTypeInfo) => void }) {
  const groups = new Map<string, BlockTypeInfo[]>();
  for (const blockType of blockTypes) groups.set(blockType.category, [...(groups.get(blockType.category) ?? []), blockType]);
  return (
    <div className="space-y-5">
      {[...groups].map(([category, types]) => (
        <section key={category} aria-labelledby={idOf(category)}>
          <h3 id={idOf(category)} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {category}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {types.map((type) => (
              <li key={type.type}>
                <button
                  type="button"
                  onClick={() => onPick(type)}
                  className="h-full w-full rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="block text-sm font-semibold text-slate-900">{type.label}</span>
                  <span className="mt-0.5 block text-xs text-slate-600">{type.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
