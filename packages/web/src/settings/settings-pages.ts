import type { SettingsPage } from '@formbuilder/core';
import type { OwnerMessageId } from '../i18n/en';

// docs/product.md §A2 Settings area: the server names the pages; the app knows how each is
// called and where it lives. A name the app does not know gets no entry.
export interface SettingsEntry {
  /** Its name in the app's catalogues. */
  label: OwnerMessageId;
  /** The path under /settings. */
  path: string;
}

export const SETTINGS_ENTRIES: Record<SettingsPage, SettingsEntry> = {
  Usages: { label: 'settings.usages', path: 'usages' },
  Preferences: { label: 'settings.preferences', path: 'preferences' },
  changepassword: { label: 'settings.changePassword', path: 'changepassword' },
  apikeys: { label: 'settings.apiKeys', path: 'apikeys' },
};

/** The menu's entries, in the server's order, for the names the app knows. */
export function settingsEntries(names: readonly string[]): SettingsEntry[] {
  return names.flatMap((name) =>
    Object.hasOwn(SETTINGS_ENTRIES, name) ? [SETTINGS_ENTRIES[name as SettingsPage]] : [],
  );
}
