// The header row of the dashboard's data tables: column headers with scope="col", right-aligned where the
// column holds amounts, and a visually hidden label for action columns (screen readers still name them).

export type TableColumn = {
  label: string;
  align?: 'right';
  /** Visually hidden (an actions column): read by screen readers only. */
  srOnly?: boolean;
  /** Replaces the table's cell padding for this column. */
  className?: string;
};

export function TableHead({ columns, cellClassName, className = '' }: { columns: TableColumn[]; cellClassName: string; className?: string }) {
  return (
    <thead className={`text-left text-xs font-semibold uppercase tracking-wide text-slate-600 ${className}`}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={`${column.className ?? cellClassName}${column.align === 'right' ? ' text-right' : ''}`}>
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
