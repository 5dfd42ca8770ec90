import { autoPageBreakPerPage, getElementDefinition, isElementAllowed, isElementType } from '@formbuilder/core';
import type { AutoPageBreak, ElementType } from '@formbuilder/core';
import type { AuthSession } from '../../auth/auth-session';
import { en } from '../../i18n/en';
import type { Capabilities } from '../../shell/environment';
import { PALETTE_CATALOGUE, PALETTE_GROUP_NAMES, PALETTE_ORDER } from './palette-catalogue';
import type { PaletteGroupName } from './palette-catalogue';
import { elementTypeLine } from './element-words';

// docs/product.md §B5, locked element types show this text with an UPGRADE link
export const UPGRADE_TEXT = en['builder.palette.upgradeText'];
// The Usages page says how to get a larger plan (an administrator changes the role).
export const UPGRADE_PATH = '/settings/usages';

export interface PaletteEntry {
  type: ElementType;
  displayName: string;
  group: PaletteGroupName;
  description: string;
  /** The role's permission map does not include it (docs/product.md §B6): greyed with an UPGRADE link. */
  locked: boolean;
  /** Unavailable for another reason (PageBreak while auto page break is on, docs/product.md §B4). */
  disabled: boolean;
}

interface PaletteContext {
  /** The session's permission map is read leniently: anything but true locks a type. */
  auth: (Pick<AuthSession, 'admin'> & { permission: Record<string, unknown> }) | null;
  capabilities: Pick<Capabilities, 'fileUploadBucket' | 'googleServiceAccountCredentials'>;
  autoPageBreak: Partial<AutoPageBreak> | undefined;
  /** Whether the form already has its Submit Button (a new form starts with one, docs/product.md §B3). */
  hasButton: boolean;
}

/** The role's allow flags by element type, read from the session's permission map. */
export function elementPermissions(
  permission: Record<string, unknown> | undefined,
): Partial<Record<ElementType, boolean>> {
  const flags: Partial<Record<ElementType, boolean>> = {};
  for (const [key, value] of Object.entries(permission ?? {})) {
    if (isElementType(key)) flags[key] = value === true;
  }
  return flags;
}

/**
 * The palette, group by group (palette-catalogue.ts). docs/product.md §B5, the
 * file-upload type is left out when the server has neither a file bucket nor
 * service credentials to keep files with. Every form has its Submit Button
 * (a new form starts with one, and the last page submits with its text), so
 * the type is only offered to put it back on a form that lost it.
 */
export function paletteEntries({ auth, capabilities, autoPageBreak, hasButton }: PaletteContext): PaletteEntry[] {
  const flags = elementPermissions(auth?.permission);
  const admin = auth?.admin === true;
  const canStoreFiles = capabilities.fileUploadBucket || capabilities.googleServiceAccountCredentials;
  const autoBreaks = autoPageBreakPerPage(autoPageBreak) !== null;
  return PALETTE_ORDER.filter((type) => (type !== 'File' || canStoreFiles) && (type !== 'Button' || !hasButton)).map(
    (type) => ({
      type,
      displayName: getElementDefinition(type).displayName,
      ...PALETTE_CATALOGUE[type],
      description: en[elementTypeLine(type)],
      locked: !isElementAllowed(flags, type, admin),
      disabled: type === 'PageBreak' && autoBreaks,
    }),
  );
}

export interface PaletteGroup {
  name: PaletteGroupName;
  entries: PaletteEntry[];
}

/** Lower case without punctuation or accents, so that 'email' finds 'E-mail' and 'telephone' 'Téléphone'. */
const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '');

/**
 * The entries whose name or description holds every word of the query (any
 * case, any order), in their groups; groups left empty are dropped.
 */
export function paletteGroups(entries: readonly PaletteEntry[], query = ''): PaletteGroup[] {
  const words = searchable(query)
    .split(/\s+/)
    .filter((word) => word !== '');
  const matches = entries.filter((entry) => {
    const text = searchable(`${entry.displayName} ${entry.description}`);
    return words.every((word) => text.includes(word));
  });
  return PALETTE_GROUP_NAMES.map((name) => ({ name, entries: matches.filter((entry) => entry.group === name) })).filter(
    (group) => group.entries.length > 0,
  );
}
