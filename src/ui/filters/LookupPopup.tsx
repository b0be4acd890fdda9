import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from './types';
import { TruncatedLabel } from './TruncatedLabel';
import '../styles/filter-controls.scss';

interface LookupPopupProps {
  open: boolean;
  listboxId: string;
  labelId: string;
  options: Option[];
  activeIndex: number;
  optionId(option: Option): string;
  loading: boolean;
  errorMessage: string | null;
  labelMaxLength: number;
  onActivate(index: number): void;
  onSelect(option: Option): void;
}

/** The drop-down of an AsyncMultiSelect: the options (a listbox) and a line for loading, no matches or failure. */
export function LookupPopup(props: LookupPopupProps) {
  const { open, listboxId, labelId, options, activeIndex, optionId, loading, errorMessage, labelMaxLength } = props;
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (activeIndex < 0) return;
    const active = listRef.current?.children[activeIndex] as HTMLElement | undefined;
    // jsdom has no scrollIntoView.
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  let status = '';
  if (open && !errorMessage) {
    if (loading) status = t('loading');
    else if (options.length === 0) status = t('no_options');
  }

  return (
    // Keeps the focus in the input while the pointer is on the list, so picking an option does not close it.
    <div className="sd-lookup-popup" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        className="sd-lookup-options"
        hidden={!open || options.length === 0}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(option)}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'sd-lookup-option active' : 'sd-lookup-option'}
            onMouseEnter={() => props.onActivate(index)}
            onClick={() => props.onSelect(option)}
          >
            <TruncatedLabel text={option.name} maxLength={labelMaxLength} />
          </li>
        ))}
      </ul>
      <div role="status" className="sd-lookup-status">
        {status}
      </div>
      {open && errorMessage ? (
        <div role="alert" className="sd-lookup-error text-danger">
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}
