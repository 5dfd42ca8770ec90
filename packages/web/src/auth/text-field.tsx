import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Marks the field invalid and ties it to the alert that says why. */
  errorId?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the label is tied to it by id. */
export function TextField({ label, value, onValueChange, errorId, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  // The error first, then whatever else describes the field (e.g. the password rules).
  const describedBy = [errorId, inputProps['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    </div>
  );
}
