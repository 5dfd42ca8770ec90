import {
  COMMON_PASSWORD_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@formbuilder/core';

const PASSWORD_MESSAGES: readonly string[] = [
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_BLANK_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
];

/**
 * The field a server's refusal is about, known by core's words for it: the
 * message then shows beside that field. The common-password check runs on the server only.
 */
export function refusedField(message: string): 'email' | 'password' | null {
  if (message === INVALID_EMAIL_MESSAGE) return 'email';
  return PASSWORD_MESSAGES.includes(message) ? 'password' : null;
}

/** The same, for a form that asks for a password only (reset). */
export function refusedPassword(message: string): 'password' | null {
  return refusedField(message) === 'password' ? 'password' : null;
}
