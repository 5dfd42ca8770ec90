import { adminRoleSchema, rolePermissionSchema } from '@formbuilder/core';
import { z } from 'zod';

// The admin console's responses are core's schemas (core/src/schemas/admin.ts), which the server
// returns. The one the screens read differently: a role's stored permission text, parsed.
export type { AdminUser, AdminUserForm, AuditEntry, ServerStatus, WhitelistEntry } from '@formbuilder/core';

// docs/product.md §A3, Role: permission is stored as JSON text; a limit or flag that was never
// stored is simply absent (the editor then shows 1, §A9).
const storedPermissionSchema = z.string().transform((text) => {
  try {
    const parsed = rolePermissionSchema.partial().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
});

export const editableRoleSchema = adminRoleSchema.extend({ permission: storedPermissionSchema });
export const editableRoleListSchema = z.array(editableRoleSchema);
export type EditableRole = z.infer<typeof editableRoleSchema>;
