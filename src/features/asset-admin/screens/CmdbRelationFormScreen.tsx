import type { ScreenProps } from '@/ui/RouteSwitch';
import { CMDB_RELATION_FORM, CmdbRelationFields } from '../relations/CmdbRelationForm';
import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';

/** /service-desk/cmdb-relation/create and /service-desk/cmdb-relation/edit/:id. */
export default function CmdbRelationFormScreen({ params }: ScreenProps) {
  return (
    <ReferenceFormPage id="sd-cmdb-relation" kind={CMDB_RELATION_FORM} Fields={CmdbRelationFields} params={params} />
  );
}
