import { useTranslation } from 'react-i18next';
import type { ImportIssue } from '@/api/imports';
import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

/** Rows of a file that failed or came with a warning: row number, the field's label, reason. */
export function IssueTable({ label, issues }: { label: string; issues: readonly ImportIssue[] }) {
  const { t } = useTranslation();
  return (
    <table className="table table-sm" aria-label={label}>
      <ColumnHeaders headers={[t('import_row'), t('import_field'), t('import_reason')]} />
      <tbody>
        {issues.length === 0 ? (
          <tr>
            <td colSpan={3}>{t('no_data_found')}</td>
          </tr>
        ) : (
          issues.map((issue, index) => (
            <tr
              key={`${issue.row}-${issue.field}-${index}`}
              className={issue.kind === 'warning' ? 'table-warning' : undefined}
            >
              <td>{issue.row}</td>
              <td>{issue.field_label || issue.field}</td>
              <td>{issue.comment}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
