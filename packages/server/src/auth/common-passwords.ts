import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '@formbuilder/core';

// New passwords are checked against the most common ones: zxcvbn-ts's list of
// about 49,000 passwords seen in breaches, ranked by use. Shorter ones than the minimum are
// refused anyway, so only the rest is kept; built on first use.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((word) => word.length >= MIN_PASSWORD_LENGTH));
  return common.has(password.trim().toLowerCase());
}
