import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';

/**
 * The create and edit screen of a record (`.../create`, `.../{id}/edit`), titled by the path
 * (`{prefix}_create`, `{prefix}_edit`); editing links to the record's page (`{prefix}_view`).
 */
export function recordFormScreen(prefix: string, showPath: (id: number) => string, form: (id?: number) => ReactNode) {
  const titleId = `sd-${prefix}-form-title`;
  return function RecordFormScreen({ params }: ScreenProps) {
    const { t } = useTranslation();
    const id = params.id === undefined ? undefined : Number(params.id);
    if (id !== undefined && (!Number.isInteger(id) || id <= 0)) return <NotFound />;
    const isEdit = id !== undefined;

    return (
      <section className="card m-3" aria-labelledby={titleId}>
        <div className="card-header d-flex align-items-center justify-content-between gap-2">
          <h1 id={titleId} className="h4 mb-0">
            {isEdit ? t(`${prefix}_edit`) : t(`${prefix}_create`)}
          </h1>
          {isEdit && (
            <Link to={showPath(id)} className="btn btn-sm btn-outline-secondary">
              {t(`${prefix}_view`)}
            </Link>
          )}
        </div>
        <div className="card-body">{form(id)}</div>
      </section>
    );
  };
}
