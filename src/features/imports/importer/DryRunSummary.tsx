import { useTranslation } from 'react-i18next';
import type { DryRunResult } from '@/api/imports';
import { IssueTable } from './IssueTable';

/** What the import would do with the whole file, before anything is written. */
export function DryRunSummary({ result }: { result: DryRunResult }) {
  const { t } = useTranslation();
  const counts = [
    [t('import_would_create'), result.created],
    [t('import_would_update'), result.updated],
    [t('import_would_fail'), result.failed],
    [t('import_would_warn'), result.warning],
  ] as const;
  return (
    <section aria-labelledby="sd-import-preview-title" className="mt-3">
      <h3 id="sd-import-preview-title" className="h6">
        {t('import_preview_title')}
      </h3>
      <dl className="row" aria-label={t('import_preview_counts')}>
        {counts.map(([label, count]) => (
          <div key={label} className="col-6 col-md-3">
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      {result.issues.length > 0 && (
        <>
          <IssueTable label={t('import_preview_issues')} issues={result.issues} />
          {result.issues_total > result.issues.length && (
            <p className="small">
              {t('import_preview_more', { shown: result.issues.length, total: result.issues_total })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
