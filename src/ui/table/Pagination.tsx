import { useTranslation } from 'react-i18next';
import { PAGE_LINK_CHUNK } from '../constants';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** The page links of the current chunk of five (1-5, 6-10, ...), with fixed first/previous/next/last. */
export function pageChunk(page: number, pageCount: number, chunk = PAGE_LINK_CHUNK): number[] {
  if (pageCount < 1) return [];
  const start = Math.floor((page - 1) / chunk) * chunk + 1;
  const end = Math.min(start + chunk - 1, pageCount);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

export function Pagination({ page, pageCount, onPageChange, disabled = false }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, content: string, key: string, current = false) => {
    const inactive = disabled || target < 1 || target > pageCount || target === page;
    return (
      <li key={key} className={`page-item${current ? ' active' : ''}${inactive && !current ? ' disabled' : ''}`}>
        <button
          type="button"
          className="page-link"
          aria-label={label}
          aria-current={current ? 'page' : undefined}
          disabled={inactive}
          onClick={() => onPageChange(target)}
        >
          {content}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={t('pagination')}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        {link(1, t('first'), '«', 'first')}
        {link(page - 1, t('previous'), '‹', 'previous')}
        {pageChunk(page, pageCount).map((n) => link(n, t('page_n', { page: n }), String(n), `page-${n}`, n === page))}
        {link(page + 1, t('next'), '›', 'next')}
        {link(pageCount, t('last'), '»', 'last')}
      </ul>
    </nav>
  );
}
