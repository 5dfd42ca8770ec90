import {
  elementTypes,
  ROLE_LIMIT_MAX,
  ROLE_LIMIT_MIN,
  ROLE_NAME_REQUIRED_MESSAGE,
  roleBodySchema,
} from '@formbuilder/core';
import type { ElementType, RoleBody } from '@formbuilder/core';
import { ENGLISH } from '../editor/english';
import type { OwnerMessageId } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import type { EditableRole } from './admin-schemas';

// The role editor's form (docs/product.md §A2 Roles, §A5, §A6, §A9), checked with core's
// roleBodySchema, the same schema the server checks the body with.

export type LimitKey = 'formLimit' | 'submissionLimit' | 'uploadLimit';

/** The limits, each with the id of its label in the app's catalogue. */
export const LIMIT_FIELDS: readonly { key: LimitKey; label: OwnerMessageId }[] = [
  { key: 'formLimit', label: 'admin.role.formLimit' },
  { key: 'submissionLimit', label: 'admin.role.submissionLimit' },
  { key: 'uploadLimit', label: 'admin.role.uploadLimit' },
];

// docs/product.md §A9, when a role has no stored value the form shows 1 for each limit
export const MISSING_LIMIT = 1;

/** What a limit that is not a whole number in range says, in `t`'s language. */
const limitMessage = (t: Translate) => t('admin.role.limitError', { min: ROLE_LIMIT_MIN, max: ROLE_LIMIT_MAX });

export const LIMIT_MESSAGE = limitMessage(ENGLISH);

/** The element types in palette order; the role editor names them as the palette does. */
export const ELEMENT_CHOICES: readonly ElementType[] = elementTypes;

export interface RoleDraft {
  name: string;
  /** As typed, so that a half-typed number stays on screen. */
  limits: Record<LimitKey, string>;
  elements: Record<ElementType, boolean>;
}

export type RoleErrors = Partial<Record<'name' | LimitKey, string>>;

/** Every element type allowed, or none (the editor's 'Allow all' and 'Allow none'). */
export function allElements(allowed: boolean): Record<ElementType, boolean> {
  return Object.fromEntries(ELEMENT_CHOICES.map((type) => [type, allowed])) as Record<ElementType, boolean>;
}

/** The form for a stored role, or for a new one (null). A missing element flag is not allowed. */
export function draftOf(role: EditableRole | null): RoleDraft {
  const permission = role?.permission ?? {};
  const limit = (key: LimitKey) => String(permission[key] ?? MISSING_LIMIT);
  return {
    name: role?.name ?? '',
    limits: {
      formLimit: limit('formLimit'),
      submissionLimit: limit('submissionLimit'),
      uploadLimit: limit('uploadLimit'),
    },
    elements: Object.fromEntries(ELEMENT_CHOICES.map((type) => [type, permission[type] === true])) as Record<
      ElementType,
      boolean
    >,
  };
}

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The body of PUT /api/admin/roles/{id}, or what to fix first (a limit's words in `t`'s language). */
export function checkDraft(
  draft: RoleDraft,
  t: Translate = ENGLISH,
): { body: RoleBody; errors?: undefined } | { body?: undefined; errors: RoleErrors } {
  const parsed = roleBodySchema.safeParse({
    name: draft.name,
    permissions: {
      formLimit: numberOf(draft.limits.formLimit),
      submissionLimit: numberOf(draft.limits.submissionLimit),
      uploadLimit: numberOf(draft.limits.uploadLimit),
      ...draft.elements,
    },
  });
  if (parsed.success) return { body: parsed.data };

  const errors: RoleErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    if (first === 'name') errors.name = ROLE_NAME_REQUIRED_MESSAGE;
    else if (second === 'formLimit' || second === 'submissionLimit' || second === 'uploadLimit')
      errors[second] = limitMessage(t);
  }
  return { errors };
}
