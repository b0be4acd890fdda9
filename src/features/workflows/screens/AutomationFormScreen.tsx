import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { automationOptionsQuery, type AutomationKind, type AutomationOptions } from '@/api/workflows';
import { useHttp } from '@/host/PluginContext';
import { ReferenceForm } from '@/records/reference/ReferenceForm';
import { recordIdOf } from '@/records/reference/ReferenceFormPage';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import { TitledCard } from '@/ui/TitledCard';
import { AutomationFields } from '../form/AutomationFields';
import { automationForm } from '../form/automationForm';
import type { KindScreenProps } from './KindScreenProps';

/**
 * /service-desk/{workflow|listener}/create?page_type=change and /service-desk/{workflow|listener}/{id}/edit:
 * the form once the server has said what it may offer.
 */
export default function AutomationFormScreen({ kind, params }: KindScreenProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const options = useQuery(automationOptionsQuery(http));
  const recordId = params.id === undefined ? undefined : recordIdOf(params.id);
  if (params.id !== undefined && recordId === undefined) return <NotFound />;
  return (
    <TitledCard
      id={`sd-${kind}-form`}
      title={t(recordId === undefined ? `automation_${kind}_create` : `automation_${kind}_edit`)}
    >
      {options.data ? (
        <KindForm key={recordId ?? 'create'} kind={kind} options={options.data} recordId={recordId} />
      ) : options.isPending ? (
        <Loader />
      ) : (
        <AlertArea area={`${kind}-form`} alert={{ kind: 'danger', text: errorMessage(options.error) }} />
      )}
    </TitledCard>
  );
}

function KindForm({
  kind,
  options,
  recordId,
}: {
  kind: AutomationKind;
  options: AutomationOptions;
  recordId?: number;
}) {
  const form = useMemo(() => automationForm(kind, options), [kind, options]);
  return (
    <ReferenceForm kind={form} recordId={recordId}>
      <AutomationFields kind={kind} options={options} />
    </ReferenceForm>
  );
}
