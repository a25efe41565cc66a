// A dashboard data table that becomes a list of cards on phones (below 640 px): one definition of the columns
// gives both, so a list page never scrolls sideways at 390 px. On a card the `primary` column is the title,
// the `emphasis` column (an amount, usually) sits at its right, and the other columns follow as label: value.
import type { ReactNode } from 'react';
import { type TableColumn, TableHead } from './table';

export type ResponsiveColumn<T> = TableColumn & {
  cell: (row: T) => ReactNode;
  /** The card's title on phones (one column). */
  primary?: boolean;
  /** Shown at the top right of the card on phones (one column, e.g. the amount). */
  emphasis?: boolean;
  /** Left out of the phone card (e.g. an action repeated by the title link). */
  hideOnPhone?: boolean;
  /** Keeps the cell on one line in the table. */
  nowrap?: boolean;
};

export function ResponsiveTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  minWidth = '40rem',
  bleed = true,
}: {
  /** Read by screen readers: what the table lists, in what order. */
  caption: string;
  rows: T[];
  columns: ResponsiveColumn<T>[];
  rowKey: (row: T) => string;
  /** The table's minimum width from 640 px up (it scrolls inside its card below that). */
  minWidth?: string;
  /** Inside a Card: extend to the card's edges (the Card pads by 1.25 rem). */
  bleed?: boolean;
}) {
  const primary = columns.find((column) => column.primary) ?? columns[0]!;
  const emphasis = columns.find((column) => column.emphasis);
  const details = columns.filter((column) => column !== primary && column !== emphasis && !column.hideOnPhone);
  return (
    <>
      <ul className={`divide-y divide-slate-100 sm:hidden ${bleed ? '-mx-5' : ''}`} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="px-5 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <div className="min-w-0 font-medium text-slate-900">{primary.cell(row)}</div>
              {emphasis ? <div className="shrink-0 tabular-nums text-slate-900">{emphasis.cell(row)}</div> : null}
            </div>
            {details.length > 0 ? (
              <dl className="mt-1 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-0.5 text-sm">
                {details.map((column) => (
                  <div key={column.label} className="contents">
                    <dt className="text-slate-600">{column.label}</dt>
                    <dd className={`min-w-0 break-words text-slate-900 ${column.align === 'right' ? 'tabular-nums' : ''}`}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
      {/* A focusable, named region: when the table is wider than its card, the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={`hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 sm:block ${bleed ? '-mx-5' : ''}`}
      >
        <table className="w-full text-sm" style={{ minWidth }}>
          <caption className="sr-only">{caption}</caption>
          <TableHead className="border-b border-slate-200" cellClassName="px-4 py-2" columns={columns} />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={`px-4 py-3 ${column.align === 'right' ? 'text-right tabular-nums' : ''} ${column.nowrap ? 'whitespace-nowrap' : ''} ${
                      column.primary ? 'text-slate-900' : 'text-slate-700'
                    }`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
