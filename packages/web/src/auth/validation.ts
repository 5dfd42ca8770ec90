// spec: app-shell §5, validation rules for the account screens. The rules and
// their words come from core, shared with the server.
import {
  INVALID_EMAIL_MESSAGE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CONFIRM_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MATCH_MESSAGE,
  isValidEmail,
  validateNewPassword,
} from '@formbuilder/core';

export {
  INVALID_EMAIL_MESSAGE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CONFIRM_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MATCH_MESSAGE,
  isValidEmail,
};

export type SignupField = 'email' | 'password' | 'confirmPassword';

/** The first problem found, with the field it belongs to. */
export interface FieldError<Field extends string> {
  field: Field;
  message: string;
}

export interface SignupInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/** spec §5 Signup: e-mail shape, password length, confirmation match (checked in that order). */
export function validateSignup({ email, password, confirmPassword }: SignupInput): FieldError<SignupField> | null {
  if (!isValidEmail(email)) return { field: 'email', message: INVALID_EMAIL_MESSAGE };
  const passwordProblem = validateNewPassword(password);
  if (passwordProblem) return { field: 'password', message: passwordProblem };
  if (password !== confirmPassword) return { field: 'confirmPassword', message: PASSWORD_CONFIRM_MESSAGE };
  return null;
}

/** spec §5 Forgot password: the same e-mail shape. */
export function validateForgotPassword(email: string): FieldError<'email'> | null {
  return isValidEmail(email) ? null : { field: 'email', message: INVALID_EMAIL_MESSAGE };
}

/** spec §5 Reset password: both entries equal and non-empty. */
export function validateResetPassword(password: string, confirmPassword: string): FieldError<'confirmPassword'> | null {
  if (password !== '' && password === confirmPassword) return null;
  return { field: 'confirmPassword', message: PASSWORDS_MATCH_MESSAGE };
}
