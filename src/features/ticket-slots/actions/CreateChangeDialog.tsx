import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formQueries } from '@/api/forms';
import { ChangeForm } from '@/features/changes';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { DELAY_MS, DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { Loader } from '@/ui/Loader';

export interface CreateChangeDialogProps {
  ticketId: number;
  show: boolean;
  onClose(): void;
  onCreated(message: string): void;
}

/**
 * 'Create change' (850 px): asks the generic form-render call for the change form, shows a loader
 * for 1 second, then the fields it lists of the change form linked to the ticket (ticket_id, type
 * initiating).
 */
export function CreateChangeDialog(props: CreateChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog show={props.show} width={DIALOG_WIDTH.form} title={t('create_change')} onClose={props.onClose}>
      {props.show && <CreateChangeBody {...props} />}
    </Dialog>
  );
}

function CreateChangeBody({ ticketId, onCreated }: CreateChangeDialogProps) {
  const http = useHttp();
  const [waited, setWaited] = useState(false);
  const { schedule } = useTimeout();
  useEffect(() => schedule(() => setWaited(true), DELAY_MS.createFormLoader), [schedule]);
  const form = useQuery(formQueries.render(http, 'change'));

  if (!waited || form.isPending) return <Loader />;
  if (form.isError) return <AlertArea area="change-form" alert={{ kind: 'danger', text: form.error.message }} />;
  // The fields the form-render call lists; an answer without any leaves the whole form.
  const fields = form.data.fields.map((field) => field.key);
  return (
    <ChangeForm
      embedded
      ticketId={ticketId}
      renderedFields={fields.length > 0 ? fields : undefined}
      customFields={form.data.customFields}
      onSaved={(message) => onCreated(message)}
    />
  );
}
