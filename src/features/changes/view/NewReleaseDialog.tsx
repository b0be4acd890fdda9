import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReleaseForm } from '@/features/releases';
import { DELAY_MS, DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { Loader } from '@/ui/Loader';

export interface NewReleaseDialogProps {
  changeId: number;
  show: boolean;
  onClose(): void;
  onCreated(message: string): void;
}

/** The release area's form in an 850 px dialog, creating a release attached to this change; each opening starts fresh. */
export default function NewReleaseDialog(props: NewReleaseDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog show={props.show} width={DIALOG_WIDTH.form} title={t('change_new_release')} onClose={props.onClose}>
      {props.show && <NewReleaseBody {...props} />}
    </Dialog>
  );
}

/** A loader for the first second, then the form. */
function NewReleaseBody({ changeId, onCreated }: NewReleaseDialogProps) {
  const { t } = useTranslation();
  const [waited, setWaited] = useState(false);
  const { schedule } = useTimeout();
  useEffect(() => schedule(() => setWaited(true), DELAY_MS.createFormLoader), [schedule]);
  if (!waited) return <Loader />;
  return (
    <ReleaseForm embedded changeId={changeId} submitLabel={t('submit')} onSaved={(message) => onCreated(message)} />
  );
}
