import { useId } from 'react';
import type { KeyboardEvent } from 'react';

interface SearchFieldProps {
  /** Names the box for assistive technology (its placeholder is the visible hint). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Said politely after each change, e.g. '3 templates'; nothing when empty. */
  resultText: string;
}

/** A search box that says how many results it leaves (the palette, the template list). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
  onKeyDown,
  resultText,
}: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={className}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="visually-hidden" role="status">
        {resultText}
      </p>
    </>
  );
}
