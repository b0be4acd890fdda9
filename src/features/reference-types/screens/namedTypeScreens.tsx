import type { NamedType } from '@/api/named-types';
import { dateColumns } from '@/records/reference/dateColumns';
import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { NameField } from '../form/NameField';
import { namedTypeForm } from '../form/namedTypeForm';

type FormOptions = Parameters<typeof namedTypeForm>[0];

/**
 * The list (name, created_at, updated_at, actions) and the create/edit page of a named type;
 * `prefix` names its ids and texts (`{prefix}_list`, `{prefix}_create`, `{prefix}_edit`).
 */
export function namedTypeScreens(options: FormOptions) {
  const { prefix, resource, paths } = options;
  const kind = namedTypeForm(options);
  const id = `sd-${prefix.replace(/_/g, '-')}`;

  const List = referenceListScreen({
    prefix,
    resource,
    paths,
    columns: (t) => dateColumns<NamedType>(t, ['created_at', 'updated_at']),
  });

  function Form({ params }: ScreenProps) {
    return <ReferenceFormPage id={id} kind={kind} Fields={NameField} params={params} />;
  }

  return { List, Form };
}
