// Account validation rules shared by the server and the web app (docs/product.md §A5).
// No zod here, so the web app can take these without pulling the schema library.

import { isAccountEmailAddress } from './email-address';

// docs/product.md §A5 and §A9, password minimum 8 characters
export const MIN_PASSWORD_LENGTH = 8;

export const INVALID_EMAIL_MESSAGE = 'Please use a valid email';
export const PASSWORD_TOO_SHORT_MESSAGE = 'New password must contain at least 8 characters.';
// Eight spaces, or ten zero-width spaces, must not make a valid password.
export const PASSWORD_BLANK_MESSAGE = `A password needs at least ${MIN_PASSWORD_LENGTH} visible characters: spaces and invisible characters do not count.`;
// The server also refuses the most common passwords (server auth/common-passwords.ts).
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';
// The rules above, said before a new password is typed.
export const NEW_PASSWORD_RULES = `At least ${MIN_PASSWORD_LENGTH} visible characters (spaces and invisible characters do not count), and not one of the most common passwords.`;
// docs/product.md §A5, signup confirmation
export const PASSWORD_CONFIRM_MESSAGE = 'Password should match';
// docs/product.md §A5, reset password
export const PASSWORDS_MATCH_MESSAGE = 'Passwords should match';

/**
 * docs/product.md §A5: text, @, at least 2 characters, a dot, at least 2 characters; within
 * the HTML standard's valid e-mail addresses, so that the browser's own check agrees.
 */
export function isValidEmail(email: string): boolean {
  return isAccountEmailAddress(email);
}

/** The message to show for an e-mail, or null when it is acceptable. */
export function validateEmail(email: string): string | null {
  return isValidEmail(email) ? null : INVALID_EMAIL_MESSAGE;
}

/** Spaces of every kind, control characters and invisible format characters (zero-width and the like). */
const INVISIBLE = /[\p{Z}\p{Cc}\p{Cf}\s]/u;

/** How many characters of a text can be seen: whitespace, control and format characters do not count. */
const visibleCharacters = (text: string) => [...text].filter((character) => !INVISIBLE.test(character)).length;

/** The message to show for a new password, or null when it is acceptable. */
export function validateNewPassword(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return visibleCharacters(password) < MIN_PASSWORD_LENGTH ? PASSWORD_BLANK_MESSAGE : null;
}

/** Signup: the confirmation must equal the password (docs/product.md §A5). */
export function validatePasswordConfirmation(password: string, confirm: string): string | null {
  return password === confirm ? null : PASSWORD_CONFIRM_MESSAGE;
}

/** Reset: both entries equal and non-empty (docs/product.md §A5). */
export function validatePasswordReset(password: string, confirm: string): string | null {
  return password.length > 0 && password === confirm ? null : PASSWORDS_MATCH_MESSAGE;
}
