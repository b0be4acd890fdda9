import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from '../../../format/truncate';
import { AlertArea } from '../../../ui/AlertArea';
import { errorMessage } from '../../../ui/alerts';
import { DIALOG_WIDTH, LIMITS, LOOKUP_DEBOUNCE_MS } from '../../../ui/constants';
import { Dialog } from '../../../ui/Dialog';
import { useDependencyOptions } from '../../../ui/filters/useDependencyOptions';
import { useDebouncedValue } from '../../../ui/hooks/useDebouncedValue';
import { Loader } from '../../../ui/Loader';

export interface PickOneDialogProps {
  show: boolean;
  title: ReactNode;
  /** The lookup the options come from, e.g. 'problems' or 'changes_based_on_ticket'. */
  dependency: string;
  supplements?: string | number;
  searchLabel: string;
  legend: string;
  onClose(): void;
  /** Attaches the chosen record; a rejection keeps the dialog open with the server's message. */
  onSubmit(id: number): Promise<string>;
  onDone(message: string): void;
}

/**
 * A picker of one record from a lookup and a submit that stays disabled until one is chosen.
 * A failed submit keeps the dialog open, shows the server's message and re-enables the button.
 */
export function PickOneDialog(props: PickOneDialogProps) {
  // Each opening starts afresh.
  return props.show ? <PickOneSession {...props} /> : null;
}

function PickOneSession({
  show,
  title,
  dependency,
  supplements,
  searchLabel,
  legend,
  onClose,
  onSubmit,
  onDone,
}: PickOneDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useDebouncedValue(text.trim(), LOOKUP_DEBOUNCE_MS);
  const lookup = useDependencyOptions({ dependency, supplements, search, enabled: show });
  const options = lookup.data ?? [];

  const submit = async () => {
    if (chosen === null || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const message = await onSubmit(chosen);
      setBusy(false);
      onDone(message);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog
      show={show}
      width={DIALOG_WIDTH.newChange}
      title={title}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void submit()}
            disabled={chosen === null || busy}
          >
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('attach')}
          </button>
        </>
      }
    >
      <AlertArea area="attach-dialog" alert={failure ? { kind: 'danger', text: failure } : null} />
      <input
        type="search"
        className="form-control mb-3"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <fieldset aria-busy={lookup.isFetching}>
        <legend className="h6">{legend}</legend>
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
                  name={`${id}-choice`}
                  id={`${id}-choice-${option.id}`}
                  value={option.id}
                  checked={chosen === option.id}
                  onChange={() => setChosen(option.id)}
                />
                <label className="form-check-label" htmlFor={`${id}-choice-${option.id}`} title={option.name}>
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
