import { isElementAllowed } from './access';
import type { ElementType } from './element-types';
import { getElementDefinition } from './elements/registry';

// What stops a form from saving when the owner's role does not include some of its element
// types: the server refuses with these words, and the builder says the same while it shows
// the questions to remove.

/** One element type of the form that the role does not include, with its questions. */
export interface LockedElementType {
  type: ElementType;
  /** Its name in the palette, e.g. 'Net Promoter Score'. */
  name: string;
  /** The ids of the form's questions of that type, in the form's order. */
  ids: number[];
}

/** The form's element types the role does not include, in the order they first appear (an admin gets all). */
export function lockedElementTypes(
  elements: readonly { id: number; type: ElementType }[],
  permission: Partial<Record<ElementType, boolean | undefined>> | undefined,
  admin: boolean,
): LockedElementType[] {
  const locked = new Map<ElementType, LockedElementType>();
  for (const { id, type } of elements) {
    if (isElementAllowed(permission, type, admin)) continue;
    const entry = locked.get(type) ?? { type, name: getElementDefinition(type).displayName, ids: [] };
    entry.ids.push(id);
    locked.set(type, entry);
  }
  return [...locked.values()];
}

const andList = (parts: readonly string[]): string =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;

/**
 * e.g. 'Your plan does not include Net Promoter Score: remove the 2 Net Promoter Score
 * questions to save.' Each locked type is named with how many of its questions the form has.
 */
export function lockedElementsMessage(locked: readonly LockedElementType[]): string {
  const questions = locked.map(({ name, ids }) =>
    ids.length === 1 ? `the ${name} question` : `the ${ids.length} ${name} questions`,
  );
  return `Your plan does not include ${andList(locked.map(({ name }) => name))}: remove ${andList(questions)} to save.`;
}
