import { useQuery } from '@tanstack/react-query';
import { formQueries } from '@/api/forms';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { ChangeForm, type ChangeFormProps } from './ChangeForm';

/** The change form with the custom fields the form-render call lists. */
export function ChangeFormWithCustomFields(props: ChangeFormProps) {
  const http = useHttp();
  const definition = useQuery(formQueries.render(http, 'change'));
  if (definition.isPending) return <Loader />;
  if (definition.isError)
    return <AlertArea area="change-form" alert={{ kind: 'danger', text: errorMessage(definition.error) }} />;
  return <ChangeForm {...props} customFields={definition.data.customFields} />;
}
