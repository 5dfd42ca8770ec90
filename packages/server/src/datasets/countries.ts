import type { ParsedOption } from '@formbuilder/core';
import { COUNTRY_ROWS, type CountryRow } from './countries.data';

// docs/product.md §B3, datasets countries and countriesWithFlags, and §B3 Phone,
// a dataset of country dial codes. All three read the one table of
// countries.data.ts, so a country never has two spellings.

const byName = new Intl.Collator('en');
const rowsByName: readonly CountryRow[] = [...COUNTRY_ROWS].sort((a, b) => byName.compare(a[1], b[1]));

/** The flag emoji of an ISO alpha-2 code: its two regional indicator symbols ('FR' → '🇫🇷'). */
export function flagEmoji(code: string): string {
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

/**
 * The value submitted for a dial code: '+33 (FR)'. It is the format of core's
 * PHONE_DEFAULT_DIAL_CODE ('+1 (US)'), so the default selects its item, and the
 * country code keeps countries that share a prefix (+1, +44, +590) apart.
 */
export const dialCodeValue = (code: string, dialCode: string): string => `${dialCode} (${code})`;

/** value = the country's name, which is what entries and exports show; display = the name. */
export const countries: readonly ParsedOption[] = rowsByName.map(([, name]) => ({ value: name, display: name }));

/** value = the country's name (as in countries); display = flag and name: '🇫🇷 France'. */
export const countriesWithFlags: readonly ParsedOption[] = rowsByName.map(([code, name]) => ({
  value: name,
  display: `${flagEmoji(code)} ${name}`,
}));

/** value = '+33 (FR)'; display = 'France (+33)', so a person finds their country by name. */
export const countriesDialCodes: readonly ParsedOption[] = rowsByName.map(([code, name, dialCode]) => ({
  value: dialCodeValue(code, dialCode),
  display: `${name} (${dialCode})`,
}));
