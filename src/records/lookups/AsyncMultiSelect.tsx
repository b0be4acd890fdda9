import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dependencyQueries, type LookupParams } from '@/api/dependencies';
import { isApiError } from '@/api/errors';
import { useHttp } from '@/host/PluginContext';
import { LIMITS, LOOKUP_DEBOUNCE_MS } from '@/ui/constants';
import { LookupPopup } from '@/ui/filters/LookupPopup';
import { SelectedChip } from '@/ui/filters/SelectedChip';
import type { Option } from '@/ui/filters/types';
import { useOutsidePointerDown } from '@/ui/filters/useOutsidePointerDown';
import { useDebouncedValue } from '@/ui/hooks/useDebouncedValue';

export interface AsyncMultiSelectProps {
  id: string;
  label: string;
  dependency: string;
  /** The lookup's own parameters, as the spec names them (e.g. supplements for tickets_based_on_problem). */
  lookupParams?: LookupParams;
  value: Option[];
  onChange(value: Option[]): void;
  disabled?: boolean;
  labelMaxLength?: number;
  /** Form use: the input's aria-required, aria-invalid and the id of the message describing it. */
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** A multi-select (combobox + chips) whose options come from a dependency lookup, searched as one types. */
export function AsyncMultiSelect({
  id,
  label,
  dependency,
  lookupParams,
  value,
  onChange,
  disabled = false,
  labelMaxLength = LIMITS.selectLabel,
  required,
  invalid,
  describedBy,
}: AsyncMultiSelectProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusWithoutOpening = useRef(false);

  const search = useDebouncedValue(text.trim(), LOOKUP_DEBOUNCE_MS);
  const isOpen = open && !disabled;
  const lookup = useQuery({
    ...dependencyQueries.search(http, dependency, { search, params: lookupParams }),
    enabled: isOpen,
  });
  const selectedIds = new Set(value.map((option) => option.id));
  const options = (lookup.data ?? []).filter((option) => !selectedIds.has(option.id));
  const active = activeIndex < options.length ? activeIndex : -1;

  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const optionId = (option: Option) => `${id}-option-${option.id}`;
  const errorMessage = lookup.isError
    ? isApiError(lookup.error)
      ? lookup.error.message
      : t('something_went_wrong')
    : null;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  useOutsidePointerDown(rootRef, isOpen, close);

  const select = (option: Option) => {
    onChange([...value, option]);
    setText('');
    setActiveIndex(-1);
  };

  const remove = (option: Option) => {
    onChange(value.filter((selected) => selected.id !== option.id));
    // The removed chip's button disappears; the focus goes back to the input without opening the list.
    focusWithoutOpening.current = true;
    inputRef.current?.focus();
    focusWithoutOpening.current = false;
  };

  const move = (step: 1 | -1) => {
    if (!isOpen) {
      setOpen(true);
      return;
    }
    if (options.length === 0) return;
    if (active < 0) setActiveIndex(step === 1 ? 0 : options.length - 1);
    else setActiveIndex((active + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // Without an active option, Enter is left to the form (a filter panel applies on Enter).
        if (isOpen && active >= 0) {
          event.preventDefault();
          select(options[active]);
        }
        break;
      case 'Escape':
        if (isOpen) {
          // Stops an enclosing dialog from closing as well.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text) {
          setText('');
        }
        break;
      case 'Backspace':
        if (text === '' && value.length > 0) onChange(value.slice(0, -1));
        break;
      default:
    }
  };

  return (
    <div className="sd-lookup" ref={rootRef}>
      <label id={labelId} htmlFor={id} className="form-label">
        {label}
      </label>
      <div
        className={`form-control sd-lookup-control${disabled ? ' disabled' : ''}`}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {value.length > 0 ? (
          <ul className="sd-chips" aria-label={t('selected_options', { label })}>
            {value.map((option) => (
              <SelectedChip
                key={option.id}
                option={option}
                labelMaxLength={labelMaxLength}
                disabled={disabled}
                onRemove={remove}
              />
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className="sd-lookup-input"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={isOpen && active >= 0 ? optionId(options[active]) : undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={value.length === 0 ? t('type_to_search') : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => {
            if (!focusWithoutOpening.current) setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </div>
      <LookupPopup
        open={isOpen}
        listboxId={listboxId}
        labelId={labelId}
        options={options}
        activeIndex={active}
        optionId={optionId}
        loading={lookup.isFetching}
        errorMessage={errorMessage}
        labelMaxLength={labelMaxLength}
        onActivate={setActiveIndex}
        onSelect={select}
      />
    </div>
  );
}
