import { useTranslation } from 'react-i18next';
import { ASSET_IMPORT_SETTINGS } from '@/api/imports';
import { TitledCard } from '@/ui/TitledCard';
import { GenericImporter } from '../importer/GenericImporter';

/** /service-desk/asset-importer/settings: the generic importer with the asset import's calls. */
export default function AssetImporterScreen() {
  const { t } = useTranslation();
  return (
    <TitledCard id="sd-asset-import" title={t('asset_import_title')}>
      <GenericImporter settings={ASSET_IMPORT_SETTINGS} />
    </TitledCard>
  );
}
