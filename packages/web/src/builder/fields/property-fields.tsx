import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './fields.css';

// The small labelled controls of the properties panels. Each reports plain
// values; the panels turn them into builder changes.

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="prop-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint !== undefined && (
        <p className="prop-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="prop-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown, unit?: unknown): string | undefined =>
  [unit !== undefined ? `${id}-unit` : '', hint !== undefined ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ') || undefined;

interface TextPropertyProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  /** Words after the box ('days'), read with it. */
  unit?: string;
}

export function TextProperty({ label, value, onValueChange, hint, error, unit, ...input }: TextPropertyProps) {
  const id = useId();
  const box = (
    <input
      type="text"
      {...input}
      id={id}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error, unit)}
    />
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {unit === undefined ? (
        box
      ) : (
        <span className="prop-field__with-unit">
          {box}
          <span id={`${id}-unit`}>{unit}</span>
        </span>
      )}
    </FieldFrame>
  );
}

interface TextAreaPropertyProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  spellCheck?: boolean;
}

export function TextAreaProperty({
  label,
  value,
  onValueChange,
  hint,
  error,
  rows = 4,
  ...rest
}: TextAreaPropertyProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

interface SelectPropertyProps<T extends string> {
  label: string;
  value: T | '';
  options: readonly { value: T | ''; label: string }[];
  onValueChange: (value: T) => void;
  hint?: ReactNode;
}

export function SelectProperty<T extends string>({
  label,
  value,
  options,
  onValueChange,
  hint,
}: SelectPropertyProps<T>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
        aria-describedby={describedBy(id, hint, null)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface CheckboxPropertyProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: string;
  /** Drawn as an on/off switch (role=switch): for a setting that turns a group on. */
  asSwitch?: boolean;
}

export function CheckboxProperty({ label, checked, onCheckedChange, hint, asSwitch }: CheckboxPropertyProps) {
  const id = useId();
  return (
    <div className="prop-field prop-field--check">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {label}
      </label>
      {hint && (
        <p className="prop-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
