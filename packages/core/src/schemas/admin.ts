import { DB_ID_MAX } from '../limits';
import { z } from 'zod';
import { zeroOrOneSchema } from './flag';
import { emailSchema } from '../accounts';
import { loginResponseSchema } from './auth';

// The admin console's calls (docs/product.md §A3, §A7): the server returns
// these schemas and the web parses with them.

// docs/product.md §A3, User (admin list)
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role_name: z.string(),
  role_id: z.number().int(),
  emailVerified: zeroOrOneSchema,
  isActive: zeroOrOneSchema,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** How many rows a page of an admin list holds by default, and at most. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_MAX = 500;

/** A page of an admin list: `next` is the opaque cursor of the following page, null at the end. */
const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), next: z.string().nullable() });

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.`;
const pageLimit = z.coerce
  .number({ error: LIMIT_MESSAGE })
  .int(LIMIT_MESSAGE)
  .min(1, LIMIT_MESSAGE)
  .max(ADMIN_PAGE_MAX, LIMIT_MESSAGE);

/**
 * GET /api/admin/users: users by e-mail whose address contains `q`, a page at a time, from
 * after the e-mail `after` (100,000 users stay fast). Without any of these the product's bare
 * list is returned (its first ADMIN_PAGE_MAX users).
 */
export const adminUserQuerySchema = z.object({
  limit: pageLimit.optional(),
  after: z.string().max(254).optional(),
  q: z.string().trim().max(254).optional(),
});

/** GET /api/admin/audit: newest first, the rows older than the row `after` (its id). */
export const auditQuerySchema = z.object({
  limit: pageLimit.optional(),
  after: z.coerce
    .number({ error: 'The page cursor is not valid.' })
    .int('The page cursor is not valid.')
    .positive('The page cursor is not valid.')
    .max(DB_ID_MAX, 'The page cursor is not valid.')
    .optional(),
});

// docs/product.md §A7 GET /api/admin/users/{id}/forms: links to /form/view/{uuid} with created dates
export const adminUserFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  uuid: z.string(),
  created_at: z.string(),
});
export const adminUserFormListSchema = z.array(adminUserFormSchema);
export type AdminUserForm = z.infer<typeof adminUserFormSchema>;

// docs/product.md §A7 PUT /api/admin/users/{id}: roleId, isActive; applied on SAVE (§A4)
export const adminUserChangeSchema = z.strictObject({
  roleId: z.number().int().positive().max(DB_ID_MAX, 'That is not a valid role.'),
  isActive: zeroOrOneSchema,
});
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

/** POST /api/admin/users/{id}/login-as-user/: a login answer marked as impersonation (§A7). */
export const impersonationAnswerSchema = loginResponseSchema.extend({ impersonate: z.boolean() });
export type ImpersonationAnswer = z.infer<typeof impersonationAnswerSchema>;

// docs/product.md §A3, Role: permission is the JSON text the role stores.
export const adminRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permission: z.string(),
  users: z.number().int(),
});
export const adminRoleListSchema = z.array(adminRoleSchema);
export type AdminRole = z.infer<typeof adminRoleSchema>;

// docs/product.md §A7 PUT /api/admin/roles/{id} → message, roleId (id 0 creates)
export const roleSavedSchema = z.object({ message: z.string(), roleId: z.number().int() });

// docs/product.md §A3, Whitelist entry: email (with the id that removes it)
export const whitelistEntrySchema = z.object({ id: z.number().int(), email: z.string(), created_at: z.string() });
export const whitelistSchema = z.array(whitelistEntrySchema);
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;
export const whitelistAddSchema = z.strictObject({ email: z.string().trim().pipe(emailSchema) });
/** docs/product.md §A7 POST /api/admin/whitelist/{id} → success or failure, and words to show. */
export const whitelistAnswerSchema = z.object({ success: z.boolean(), message: z.string() });

// docs/product.md §A3, Server capabilities (status)
export const serverStatusSchema = z.object({
  googleServiceAccountCredentials: z.boolean(),
  sendgridApiKey: z.boolean(),
  googleCredentialsClientID: z.boolean(),
  fileUploadBucket: z.boolean(),
  /** What is not set up on this server and what follows, in words (mail, Google). */
  notes: z.array(z.string()).default([]),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

/**
 * What the audit log records (docs/api.md, Administration): impersonation and each change made while acting, an
 * administrator's call on another account's data, a user's role and status, the whitelist, roles,
 * and each sign-up.
 */
export const AUDIT_ACTIONS = [
  'signup',
  'impersonation.start',
  'impersonation.end',
  'impersonation.write',
  'admin.act',
  'user.role',
  'user.status',
  'whitelist.add',
  'whitelist.remove',
  'role.create',
  'role.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did what to whom and when; an account's e-mail, or null when there is none. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  target: z.string().nullable(),
  action: z.string(),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
