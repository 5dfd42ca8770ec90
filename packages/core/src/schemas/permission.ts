import { z } from 'zod';
import { ELEMENT_TYPES, type ElementType } from '../element-types';
import { DEFAULT_FORM_LIMIT, ROLE_LIMIT_MAX, ROLE_LIMIT_MIN, UNLIMITED } from '../limits';

// docs/product.md §A5, role numeric limits: numeric, minimum 0, maximum 99999999
// The words begin with "must": the server's refusal puts the field's name before them.
const ROLE_LIMIT_WORDS = `must be a whole number from ${String(ROLE_LIMIT_MIN)} to ${String(ROLE_LIMIT_MAX)}.`;
// An absent limit is left to the caller's words ("is required").
const limitWords = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : ROLE_LIMIT_WORDS),
};
export const roleLimitSchema = z
  .number(limitWords)
  .int(limitWords)
  .min(ROLE_LIMIT_MIN, limitWords)
  .max(ROLE_LIMIT_MAX, limitWords);

/**
 * A limit as a role editor sends it: a number, or its digits as text ("7", as a text input
 * holds it). "7.5", "-1" or "abc" are refused like 7.5, -1 or a word.
 */
export const roleLimitInputSchema = z.union(
  [
    roleLimitSchema,
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .pipe(roleLimitSchema),
  ],
  limitWords,
);

type ElementFlagShape = { [K in ElementType]: z.ZodOptional<z.ZodBoolean> };

function elementFlagShape(): ElementFlagShape {
  // Object.fromEntries loses the key types; every ElementType is set just above.
  return Object.fromEntries(ELEMENT_TYPES.map((type) => [type, z.boolean().optional()])) as ElementFlagShape;
}

// docs/product.md §A3 and §A6, role permission: formLimit, submissionLimit
// (monthly), uploadLimit (MB), 0 meaning unlimited, plus one allow flag per
// element type. A missing flag means the type is not allowed.
export const rolePermissionSchema = z.object({
  formLimit: roleLimitSchema,
  submissionLimit: roleLimitSchema,
  uploadLimit: roleLimitSchema,
  ...elementFlagShape(),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

// The free plan's limits; docs/product.md fixes formLimit 5 (docs/product.md §A9), the
// others are the project's choice for the free plan.
export const FREE_SUBMISSION_LIMIT = 1000;
export const FREE_UPLOAD_LIMIT_MB = 100;

function allElementFlags(): Record<ElementType, boolean> {
  return Object.fromEntries(ELEMENT_TYPES.map((type) => [type, true])) as Record<ElementType, boolean>;
}

/** The free plan: 5 forms, 1000 submissions a month, 100 MB, every element type. */
export function createFreePermission(): RolePermission {
  return {
    formLimit: DEFAULT_FORM_LIMIT,
    submissionLimit: FREE_SUBMISSION_LIMIT,
    uploadLimit: FREE_UPLOAD_LIMIT_MB,
    ...allElementFlags(),
  };
}

/** The admin role: no limits (0 = unlimited) and every element type. */
export function createAdminPermission(): RolePermission {
  return {
    formLimit: UNLIMITED,
    submissionLimit: UNLIMITED,
    uploadLimit: UNLIMITED,
    ...allElementFlags(),
  };
}

// docs/product.md §A5, saving a role with an empty name
export const ROLE_NAME_REQUIRED_MESSAGE = 'Please set a role name';

// docs/product.md §A7, PUT /api/admin/roles/{id} carries name and permissions
export const roleBodySchema = z.strictObject({
  name: z.string().trim().min(1, ROLE_NAME_REQUIRED_MESSAGE),
  permissions: rolePermissionSchema.extend({
    formLimit: roleLimitInputSchema,
    submissionLimit: roleLimitInputSchema,
    uploadLimit: roleLimitInputSchema,
  }),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

/** A role's stored permission (a JSON string, docs/product.md §A3); null when unreadable. */
export function parseRolePermission(json: string): RolePermission | null {
  try {
    const parsed = rolePermissionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
