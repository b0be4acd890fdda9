import { useTranslation } from 'react-i18next';

export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="card m-3">
      <div className="card-body">
        <h1 className="h4">{t('page_not_found')}</h1>
        {/* A message is the server's reason: announced like any other error. */}
        <p className="mb-0" role={message ? 'alert' : undefined}>
          {message ?? t('page_not_found_detail')}
        </p>
      </div>
    </div>
  );
}
