import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@/ui/constants';
import { PickDialog, type PickDialogProps } from './PickDialog';

type PickChangeDialogProps = Pick<
  PickDialogProps,
  'show' | 'title' | 'dependency' | 'lookupParams' | 'onClose' | 'onDone'
> & {
  /** Attaches the chosen change; resolves with the server's message. */
  onSubmit(changeId: number): Promise<string>;
};

/** Picks one existing change from the lookup `dependency` and attaches it (to a problem or a ticket). */
export function PickChangeDialog({ onSubmit, ...props }: PickChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <PickDialog
      {...props}
      width={DIALOG_WIDTH.newChange}
      searchLabel={t('search_changes')}
      chooseLabel={t('choose_change')}
      submitLabel={t('attach')}
      area="attach-dialog"
      onSubmit={([changeId]) => onSubmit(changeId)}
    />
  );
}
