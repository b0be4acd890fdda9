import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { cmdbRelationPaths } from '../paths';
import { CmdbRelationForm } from '../relations/CmdbRelationForm';
import { ReferenceFormPage } from './ReferenceFormPage';

/** /service-desk/cmdb-relation/create and /service-desk/cmdb-relation/edit/:id. */
export default function CmdbRelationFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ReferenceFormPage
      id="sd-cmdb-relation"
      titles={{ create: t('cmdb_relation_create'), edit: t('cmdb_relation_edit') }}
      listPath={cmdbRelationPaths.list}
      params={params}
    >
      {(id) => <CmdbRelationForm key={id ?? 'create'} relationId={id} />}
    </ReferenceFormPage>
  );
}
