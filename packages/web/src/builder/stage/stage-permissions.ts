import { isElementAllowed, lockedElementTypes } from '@formbuilder/core';
import type { Element, LockedElementType } from '@formbuilder/core';
import { useMemo } from 'react';
import { useAuth } from '../../auth/auth-context';
import type { AuthSession } from '../../auth/auth-session';
import { elementPermissions } from '../palette/palette-entries';

// docs/product.md §B6, user_role 2 is the free plan
export const FREE_PLAN_ROLE = 2;

export function isFreePlan(auth: Pick<AuthSession, 'user_role'> | null): boolean {
  return auth !== null && Number(auth.user_role) === FREE_PLAN_ROLE;
}

/** Whether the role may add page breaks (the 'add page' placeholder). */
export function usePageBreakAllowed(): boolean {
  const { auth } = useAuth();
  return isElementAllowed(elementPermissions(auth?.permission), 'PageBreak', auth?.admin === true);
}

/**
 * The form's element types the role does not include (the session's permission, refreshed when
 * a save is refused or the window regains focus): their questions keep the form from saving.
 */
export function useLockedElementTypes(elements: readonly Element[] | undefined): LockedElementType[] {
  const { auth } = useAuth();
  const permission = auth?.permission;
  const admin = auth?.admin === true;
  return useMemo(
    () => (elements ? lockedElementTypes(elements, elementPermissions(permission), admin) : []),
    [elements, permission, admin],
  );
}
