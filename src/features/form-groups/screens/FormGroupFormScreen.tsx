import { useMemo } from 'react';
import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';
import { FormGroupFields } from '../form/FormGroupFields';
import { formGroupForm } from '../form/formGroupForm';
import type { CategoryScreenProps } from './CategoryScreenProps';

/** /service-desk/form-group/create/{asset|change} and /service-desk/form-group/edit/{asset|change}/:id. */
export default function FormGroupFormScreen({ category, params }: CategoryScreenProps) {
  const kind = useMemo(() => formGroupForm(category), [category]);
  const Fields = useMemo(
    () =>
      function CategoryFields() {
        return <FormGroupFields category={category} />;
      },
    [category],
  );
  return <ReferenceFormPage id={`sd-form-group-${category}`} kind={kind} Fields={Fields} params={params} />;
}
