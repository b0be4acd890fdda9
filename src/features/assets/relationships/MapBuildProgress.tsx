import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown over the map while its assets and relationships are added, a few between frames. */
export function MapBuildProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="position-absolute m-2 p-2 bg-body border rounded small" style={{ top: 0, left: 0, right: 0 }}>
      <label htmlFor={id} className="d-block mb-1">
        {t('asset_map_drawing')}
      </label>
      <progress id={id} className="w-100" value={done} max={total} />
    </div>
  );
}
