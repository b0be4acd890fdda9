import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formGroupQueries, type FormGroup } from '@/api/form-groups';
import { dateColumns } from '@/records/reference/dateColumns';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { formGroupPaths } from '../paths';
import type { CategoryScreenProps } from './CategoryScreenProps';
import { column, truncatedColumn } from '@/ui/table/columns';

const nameOf = (group: FormGroup) => group.name;

/**
 * /service-desk/form-group/{asset|change}: name, the types it applies to, its number of fields,
 * dates, actions; the dates leave first as the width shrinks, then the number of fields.
 */
export default function FormGroupListScreen({ category }: CategoryScreenProps) {
  const { t } = useTranslation();
  const paths = formGroupPaths[category];
  const queries = useMemo(() => formGroupQueries(category), [category]);
  const editPath = useMemo(() => (group: FormGroup) => paths.edit(group.id), [paths]);
  const columns = useMemo<ColumnDef<FormGroup, unknown>[]>(
    () => [
      truncatedColumn('name', t('name'), nameOf, { sortField: 'name', width: 10 }),
      column('types', t(`form_group_${category}_types`), (row) => row.types.map((type) => type.name).join(', '), {
        priority: 2,
        width: 12,
      }),
      column('fields_count', t('form_group_fields_count'), (row) => row.fields_count, { priority: 3, width: 6 }),
      ...dateColumns<FormGroup>(t, ['created_at', 'updated_at'], 4),
    ],
    [t, category],
  );
  return (
    <ReferenceList
      id={`sd-form-group-${category}`}
      title={t(`form_group_${category}_list`)}
      create={{ path: paths.create, label: t(`form_group_${category}_create`) }}
      columns={columns}
      list={queries.list}
      remove={queries.remove}
      nameOf={nameOf}
      editPath={editPath}
      deleteMessage={t('form_group_delete_message')}
    />
  );
}
