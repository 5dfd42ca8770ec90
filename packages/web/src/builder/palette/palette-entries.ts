import { autoPageBreakPerPage, elementTypes, getElementDefinition, isElementAllowed, isElementType } from '@formbuilder/core';
import type { AutoPageBreak, ElementType } from '@formbuilder/core';
import type { AuthSession } from '../../auth/auth-session';
import type { Capabilities } from '../../shell/environment';

// spec: builder §5, locked element types show this text with an UPGRADE link
export const UPGRADE_TEXT = 'Your plan does not include this element. Click here to upgrade your plan!';
// issue #12: the Usages page says how to get a larger plan (an administrator changes the role).
export const UPGRADE_PATH = '/settings/usages';

export interface PaletteEntry {
  type: ElementType;
  displayName: string;
  /** The role's permission map does not include it (builder §6): greyed with an UPGRADE link. */
  locked: boolean;
  /** Unavailable for another reason (PageBreak while auto page break is on, builder §4). */
  disabled: boolean;
}

interface PaletteContext {
  /** The session's permission map is read leniently: anything but true locks a type. */
  auth: (Pick<AuthSession, 'admin'> & { permission: Record<string, unknown> }) | null;
  capabilities: Pick<Capabilities, 'fileUploadBucket' | 'googleServiceAccountCredentials'>;
  autoPageBreak: Partial<AutoPageBreak> | undefined;
}

/** The role's allow flags by element type, read from the session's permission map. */
export function elementPermissions(permission: Record<string, unknown> | undefined): Partial<Record<ElementType, boolean>> {
  const flags: Partial<Record<ElementType, boolean>> = {};
  for (const [key, value] of Object.entries(permission ?? {})) {
    if (isElementType(key)) flags[key] = value === true;
  }
  return flags;
}

/**
 * The palette, in core's order (weight, then name). spec: builder §5, the
 * file-upload type is left out when the server has neither a file bucket nor
 * service credentials to keep files with.
 */
export function paletteEntries({ auth, capabilities, autoPageBreak }: PaletteContext): PaletteEntry[] {
  const flags = elementPermissions(auth?.permission);
  const admin = auth?.admin === true;
  const canStoreFiles = capabilities.fileUploadBucket || capabilities.googleServiceAccountCredentials;
  const autoBreaks = autoPageBreakPerPage(autoPageBreak) !== null;
  return elementTypes
    .filter((type) => type !== 'File' || canStoreFiles)
    .map((type) => ({
      type,
      displayName: getElementDefinition(type).displayName,
      locked: !isElementAllowed(flags, type, admin),
      disabled: type === 'PageBreak' && autoBreaks,
    }));
}
