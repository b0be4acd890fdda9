import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { NamedType } from '@/api/named-types';
import { dateColumns } from '@/records/reference/dateColumns';
import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';
import { ReferenceList } from '@/records/reference/ReferenceList';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { NameField } from '../form/NameField';
import { namedTypeForm } from '../form/namedTypeForm';
import { sortedColumn } from '@/ui/table/columns';

const nameOf = (row: NamedType) => row.name;

type FormOptions = Parameters<typeof namedTypeForm>[0];

/**
 * The list (name, created_at, updated_at, actions) and the create/edit page of a named type;
 * `prefix` names its ids and texts (`{prefix}_list`, `{prefix}_create`, `{prefix}_edit`).
 */
export function namedTypeScreens(options: FormOptions) {
  const { prefix, resource, paths } = options;
  const kind = namedTypeForm(options);
  const id = `sd-${prefix.replace(/_/g, '-')}`;
  const editPath = (row: NamedType) => paths.edit(row.id);

  function List() {
    const { t } = useTranslation();
    const columns = useMemo<ColumnDef<NamedType, unknown>[]>(
      () => [
        sortedColumn('name', t('name'), (row) => row.name),
        ...dateColumns<NamedType>(t, ['created_at', 'updated_at']),
      ],
      [t],
    );
    return (
      <ReferenceList
        id={id}
        title={t(`${prefix}_list`)}
        create={{ path: paths.create, label: t(`${prefix}_create`) }}
        columns={columns}
        list={resource.queries.list}
        remove={resource.mutations.remove}
        nameOf={nameOf}
        editPath={editPath}
      />
    );
  }

  function Form({ params }: ScreenProps) {
    return <ReferenceFormPage id={id} kind={kind} Fields={NameField} params={params} />;
  }

  return { List, Form };
}
