import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

export interface ComboboxOption {
  key: string;
  label: ReactNode;
  /** A short word before the label (the kind of place). */
  hint?: ReactNode;
}

/**
 * A text field with suggestions (WAI-ARIA combobox with a list box): type, move with the arrow
 * keys, pick with Enter or a click; Escape closes the list. The text stays the field's own value:
 * a suggestion is a shortcut, not a must.
 */
export function Combobox({
  id,
  name,
  value,
  onChange,
  options,
  onPick,
  placeholder,
  status,
  describedBy,
  className,
  maxLength,
}: {
  id: string;
  name?: string;
  value: string;
  onChange: (text: string) => void;
  options: ComboboxOption[];
  onPick: (index: number) => void;
  placeholder?: string;
  /** Said in the list when there is no option to show (loading, nothing found); none: no list. */
  status?: string;
  describedBy?: string;
  className?: string;
  maxLength?: number;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const expanded = open && value.trim().length > 0 && (options.length > 0 || Boolean(status));

  const pick = (index: number) => {
    if (!options[index]) return;
    onPick(index);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && options.length) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={['combobox', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        name={name}
        className="input combobox__input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options.length ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(e) => {
          onChange(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" className="combobox__list" hidden={!expanded}>
        {!options.length && status && <li className="combobox__empty">{status}</li>}
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(index)}
            onMouseEnter={() => setActive(index)}
          >
            {option.hint && <span className="combobox__hint">{option.hint}</span>}
            <span>{option.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
