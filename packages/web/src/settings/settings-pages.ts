import type { SettingsPage } from '@formbuilder/core';

// docs/product.md §A2 Settings area: the server names the pages; the app knows how each is
// called and where it lives. A name the app does not know gets no entry.
export interface SettingsEntry {
  label: string;
  /** The path under /settings. */
  path: string;
}

export const SETTINGS_ENTRIES: Record<SettingsPage, SettingsEntry> = {
  Usages: { label: 'Usages', path: 'usages' },
  Preferences: { label: 'Preferences', path: 'preferences' },
  changepassword: { label: 'Change password', path: 'changepassword' },
  apikeys: { label: 'API keys', path: 'apikeys' },
};

/** The menu's entries, in the server's order, for the names the app knows. */
export function settingsEntries(names: readonly string[]): SettingsEntry[] {
  return names.flatMap((name) =>
    Object.hasOwn(SETTINGS_ENTRIES, name) ? [SETTINGS_ENTRIES[name as SettingsPage]] : [],
  );
}
