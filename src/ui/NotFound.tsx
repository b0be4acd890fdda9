import { useTranslation } from 'react-i18next';

export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="card m-3">
      <div className="card-body">
        <h1 className="h4">{t('page_not_found')}</h1>
        <p className="mb-0">{message ?? t('page_not_found_detail')}</p>
      </div>
    </div>
  );
}
