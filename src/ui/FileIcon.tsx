import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FileKind = 'pdf' | 'spreadsheet' | 'text' | 'image' | 'file';

/** What is drawn on the page of each kind, in a 16×16 box. */
const MARKS: Record<FileKind, ReactNode> = {
  pdf: (
    <text x="8.5" y="12" fontSize="4.2" fontWeight="bold" textAnchor="middle" fill="currentColor" stroke="none">
      PDF
    </text>
  ),
  spreadsheet: <path d="M5.5 7h6v5h-6zM5.5 9.5h6M8.5 7v5" />,
  text: <path d="M5.5 7h6M5.5 9h6M5.5 11h4" />,
  image: (
    <>
      <circle cx="7" cy="7.5" r="1" />
      <path d="M5 12.5l2.5-2.5 1.5 1.5 1.5-1.5 1.5 2.5z" />
    </>
  ),
  file: null,
};

/** The icon of a file by its kind: a page with a mark, named for screen readers. */
export function FileIcon({ kind }: { kind: FileKind }) {
  const { t } = useTranslation();
  return (
    <svg
      role="img"
      aria-label={t(`file_kind_${kind}`)}
      className="sd-file-icon"
      width="1.25em"
      height="1.25em"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1"
      strokeLinejoin="round"
    >
      <path d="M3.5 1.5h6l3 3v10h-9zM9.5 1.5v3h3" />
      {MARKS[kind]}
    </svg>
  );
}
