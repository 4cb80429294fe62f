/** The tables of the legal pages (cookies, privacy): a header row, then a row per entry. */
import type { ReactNode } from 'react';

export interface LegalColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
}

export function LegalTable<R>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  /** The caption only for assistive technology (the section's heading says it already). */
  hideCaption?: boolean;
  columns: readonly LegalColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
}) {
  return (
    <div className="legal-table-wrap">
      <table className="legal-table">
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
