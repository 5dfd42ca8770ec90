import {
  formSchema,
  lockedElementTypes,
  lockedElementsMessage,
  type Form,
  type RolePermission,
} from '@formbuilder/core';
import type { z } from 'zod';
import { HttpError, badRequest, forbidden } from '../http/errors';

// Saving validates the whole form with core's schema and returns a message that
// names the field in words.

const INTEGRATION_NAMES: Record<string, string> = {
  tyPageTitle: 'The thank-you title',
  tyPageText: 'The thank-you text',
  evaluationPageLabels: 'A results page label',
  submitBehaviour: 'The submit behaviour',
  email: 'The notification e-mail',
};

function describe(path: readonly PropertyKey[], input: unknown): string {
  const [root, section, index, ...rest] = path;
  if (root !== 'props') return `The form's ${String(root)}`;
  const props = (input as { props?: Record<string, unknown> } | undefined)?.props ?? {};
  if (section === 'elements' && typeof index === 'number') {
    const element = (props.elements as { id?: number | string }[] | undefined)?.[index];
    const field = rest.length ? ` '${rest.map(String).join('.')}'` : '';
    return `Question ${String(element?.id ?? index + 1)}${field}`;
  }
  if (section === 'integrations' && typeof index === 'number') {
    const entry = (props.integrations as { type?: string }[] | undefined)?.[index];
    return INTEGRATION_NAMES[entry?.type ?? ''] ?? `The integration '${String(entry?.type ?? index)}'`;
  }
  if (section === 'tags' && typeof index === 'number') return `Tag ${index + 1}`;
  if (section === 'rules' && typeof index === 'number') return `Rule ${index + 1}`;
  return `The form's ${[section, index, ...rest]
    .filter((p) => p !== undefined)
    .map(String)
    .join('.')}`;
}

function messageFor(issue: z.core.$ZodIssue, input: unknown): string {
  // The theme's messages name their field already (core's schemas/theme.ts).
  if (issue.path[0] === 'props' && issue.path[1] === 'design' && issue.path.length === 3) return issue.message;
  const where = describe(issue.path, input);
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `${where} is too long (at most ${String(issue.maximum)} characters).`;
  if (issue.code === 'invalid_value' && issue.path.at(-1) === 'type' && issue.path[1] === 'elements') {
    const element = (input as { props?: { elements?: { type?: unknown }[] } }).props?.elements?.[
      issue.path[2] as number
    ];
    return `Unknown element type '${String(element?.type)}'.`;
  }
  return `${where}: ${issue.message}`;
}

/** Parses a form body; refuses with a message naming the first bad field. */
export function parseForm(body: unknown): Form {
  const result = formSchema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue ? messageFor(issue, body) : 'The form is not valid.');
}

/**
 * Refuses element types the user's role does not allow, naming each with
 * how many of the form's questions use it, so the owner knows what to remove.
 */
export function assertElementsAllowed(form: Form, permission: Partial<RolePermission>, admin: boolean): void {
  const locked = lockedElementTypes(form.props.elements, permission, admin);
  if (locked.length > 0) throw forbidden(lockedElementsMessage(locked));
}

/** 'Form limit reached' with the role's limit, e.g. 'Form limit reached: your plan allows 3 forms. Delete one to make room.' */
export const formLimitReached = (limit: number) =>
  new HttpError(
    403,
    `Form limit reached: your plan allows ${limit} ${limit === 1 ? 'form' : 'forms'}. Delete one to make room.`,
  );
