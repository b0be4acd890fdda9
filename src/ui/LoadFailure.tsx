import { useTranslation } from 'react-i18next';
import { errorMessage, isForbidden } from './alerts';
import { AlertArea } from './AlertArea';

interface LoadFailureProps {
  error: unknown;
  /** Names the screen area, as AlertArea does. */
  area: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * What a screen shows in place of its record when loading it failed for a reason other than
 * "not found" (server error, timeout, unreadable answer): the message and a way to try again,
 * unless the server refused the user (403).
 */
export function LoadFailure({ error, area, onRetry, retrying = false }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <div className="card m-3">
      <div className="card-body">
        <h1 className="h4">{t('load_failed_title')}</h1>
        <AlertArea area={area} alert={{ kind: 'danger', text: errorMessage(error) }} />
        {!isForbidden(error) && (
          <button type="button" className="btn btn-outline-primary" onClick={onRetry} disabled={retrying}>
            {t('try_again')}
          </button>
        )}
      </div>
    </div>
  );
}
