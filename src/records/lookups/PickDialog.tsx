import { useId, useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dependencyQueries, type LookupParams } from '@/api/dependencies';
import { truncate } from '@/format/truncate';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { LIMITS, LOOKUP_DEBOUNCE_MS } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';
import type { DialogWidth } from '@/ui/Dialog';
import { useDebouncedValue } from '@/ui/hooks/useDebouncedValue';
import { useDialogSubmit } from '@/ui/hooks/useDialogSubmit';
import { Loader } from '@/ui/Loader';

export interface PickDialogProps {
  show: boolean;
  title: ReactNode;
  width: DialogWidth;
  /** The lookup the choices come from, e.g. 'agents'. */
  dependency: string;
  /** The lookup's own parameters, as the spec names them (supplements, change_id, ticket_id ...). */
  lookupParams?: LookupParams;
  /** Accessible name of the search box and legend of the choices. */
  searchLabel: string;
  chooseLabel: string;
  submitLabel: string;
  /** Several choices (check boxes) instead of one (radio buttons). */
  multiple?: boolean;
  /** Name of the alert area of the dialog. */
  area: string;
  onClose(): void;
  /** Runs the call; resolves with the server's message. */
  onSubmit(ids: number[]): Promise<string>;
  onDone(message: string): void;
  /** Given, a failure is handed to it (the caller closes the dialog and says so) instead of shown inside. */
  onFailure?(error: unknown): void;
}

/**
 * Picks one (or several) records from a lookup and submits them: assign an agent, attach an
 * existing change, problem, release or tickets. The submit stays disabled until
 * something is chosen; a failure keeps the dialog open with the server's message and the choice.
 */
export function PickDialog({
  show,
  title,
  width,
  dependency,
  lookupParams,
  searchLabel,
  chooseLabel,
  submitLabel,
  multiple = false,
  area,
  onClose,
  onSubmit,
  onDone,
  onFailure,
}: PickDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const { busy, failure, clearFailure, run } = useDialogSubmit();
  const search = useDebouncedValue(text.trim(), LOOKUP_DEBOUNCE_MS);
  const lookup = useInfiniteQuery({
    ...dependencyQueries.pages(http, dependency, { search, params: lookupParams }),
    enabled: show,
  });
  const options = lookup.data?.pages.flatMap((page) => page.rows) ?? [];

  const reset = () => {
    setText('');
    setChosen([]);
    clearFailure();
  };

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const toggle = (optionId: number) =>
    setChosen((current) =>
      multiple
        ? current.includes(optionId)
          ? current.filter((item) => item !== optionId)
          : [...current, optionId]
        : [optionId],
    );

  const submit = async () => {
    if (chosen.length === 0 || busy) return;
    await run(
      () => onSubmit(chosen),
      (message) => {
        reset();
        onDone(message);
      },
      onFailure &&
        ((error) => {
          reset();
          onFailure(error);
        }),
    );
  };

  return (
    <ActionDialog
      show={show}
      width={width}
      title={title}
      onClose={close}
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={() => void submit()}
      disabled={chosen.length === 0}
    >
      <AlertArea area={area} alert={failure} />
      <input
        type="search"
        className="form-control mb-3"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <fieldset aria-busy={lookup.isFetching}>
        <legend className="h6">{chooseLabel}</legend>
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
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${id}-choice`}
                  id={`${id}-choice-${option.id}`}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={() => toggle(option.id)}
                />
                <label className="form-check-label" htmlFor={`${id}-choice-${option.id}`} title={option.name}>
                  {truncate(option.name, LIMITS.selectLabel)}
                </label>
              </div>
            ))}
            {lookup.hasNextPage && (
              <button
                type="button"
                className="btn btn-sm btn-link px-0"
                disabled={lookup.isFetchingNextPage}
                onClick={() => void lookup.fetchNextPage()}
              >
                {lookup.isFetchingNextPage ? t('loading') : t('more_results')}
              </button>
            )}
          </div>
        )}
      </fieldset>
    </ActionDialog>
  );
}
