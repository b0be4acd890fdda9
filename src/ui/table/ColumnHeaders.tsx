import type { ReactNode } from 'react';

interface ColumnHeadersProps {
  /** The header of each column, in order. */
  headers: readonly string[];
  /** More header cells after them (those with their own classes or shown only sometimes). */
  children?: ReactNode;
}

/** The head of a plain table: one row of column headers. */
export function ColumnHeaders({ headers, children }: ColumnHeadersProps) {
  return (
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}
