import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../ui/alerts';
import { AlertArea } from '../../../ui/AlertArea';
import { DIALOG_WIDTH, LIMITS, LOOKUP_DEBOUNCE_MS } from '../../../ui/constants';
import { Dialog } from '../../../ui/Dialog';
import { useDependencyOptions } from '../../../ui/filters/useDependencyOptions';
import { useDebouncedValue } from '../../../ui/hooks/useDebouncedValue';
import { Loader } from '../../../ui/Loader';
import { truncate } from '../../../format/truncate';
import { useAttachChange } from './hooks';

interface AttachExistingChangeDialogProps {
  problemId: number;
  show: boolean;
  onClose: () => void;
  onAttached: (message: string) => void;
}

/**
 * Picks one existing change (the 'changes' lookup) and attaches it. The submit stays disabled until
 * a change is chosen; a failed attach keeps the dialog open with the server's message.
 */
export function AttachExistingChangeDialog({ problemId, show, onClose, onAttached }: AttachExistingChangeDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const search = useDebouncedValue(text.trim(), LOOKUP_DEBOUNCE_MS);
  const lookup = useDependencyOptions({ dependency: 'changes', search, enabled: show });
  const attach = useAttachChange(problemId);
  const options = lookup.data ?? [];

  const reset = () => {
    setText('');
    setChosen(null);
    setFailure(null);
    attach.reset();
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = () => {
    if (chosen === null) return;
    setFailure(null);
    attach.mutate(chosen, {
      onSuccess: (message) => {
        reset();
        onAttached(message);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Dialog
      show={show}
      width={DIALOG_WIDTH.newChange}
      title={t('attach_existing_change')}
      onClose={close}
      busy={attach.isPending}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={attach.isPending}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={submit}
            disabled={chosen === null || attach.isPending}
          >
            {attach.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('attach')}
          </button>
        </>
      }
    >
      <AlertArea area="attach-dialog" alert={failure ? { kind: 'danger', text: failure } : null} />
      <input
        type="search"
        className="form-control mb-3"
        aria-label={t('search_changes')}
        placeholder={t('search_changes')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <fieldset aria-busy={lookup.isFetching}>
        <legend className="h6">{t('choose_change')}</legend>
        {lookup.isFetching && options.length === 0 ? (
          <Loader small />
        ) : lookup.isError ? (
          <p className="text-danger mb-0">{errorMessage(lookup.error)}</p>
        ) : options.length === 0 ? (
          <p className="text-secondary mb-0">{t('no_data_found')}</p>
        ) : (
          <div className="overflow-auto" style={{ maxHeight: 300 }}>
            {options.map((option) => (
              <div key={option.id} className="form-check">
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${id}-change`}
                  id={`${id}-change-${option.id}`}
                  value={option.id}
                  checked={chosen === option.id}
                  onChange={() => setChosen(option.id)}
                />
                <label className="form-check-label" htmlFor={`${id}-change-${option.id}`} title={option.name}>
                  {truncate(option.name, LIMITS.selectLabel)}
                </label>
              </div>
            ))}
          </div>
        )}
      </fieldset>
    </Dialog>
  );
}
