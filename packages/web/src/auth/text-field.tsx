import { MIN_PASSWORD_LENGTH } from '@formbuilder/core';
import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useT } from '../i18n/i18n-context';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Why the field was refused, in the server's words: shown beside it, and the field marked invalid. */
  error?: string | null;
  /** Instead of `error`: marks the field invalid and ties it to a message shown elsewhere (its id). */
  errorId?: string | null;
  /** What the field must hold, said before anything is typed (e.g. the password rules). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the label, its message and its hint are tied to it by id. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  errorId: elsewhereId,
  hint,
  ref,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The message first, then what else describes the field.
  const describedBy = [error ? errorId : elsewhereId, hint ? hintId : null, inputProps['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error || elsewhereId ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="muted field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

type FieldProps = Pick<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'ref'>;

/**
 * A new password and its confirmation, with the rules said before anything is typed: the
 * sign-up and reset-password cards ask for them alike (useSchemaForm's `field` fills each).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldProps;
  confirmPassword: FieldProps;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordRules', { min: MIN_PASSWORD_LENGTH })}
        {...password}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
