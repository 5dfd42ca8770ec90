import type { Kysely } from 'kysely';
import {
  ADMIN_ROLE_ID,
  FREE_ROLE_ID,
  type AdminUserChange,
  type LoginResponse,
  type RoleBody,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Session } from '../auth/auth.plugin';
import type { Sessions } from '../auth/sessions';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import type { AccountsService } from '../accounts/accounts.service';
import { normaliseEmail, type UsersStore } from '../users/users.store';
import type { AdminStore } from './admin.store';
import { writeAudit } from '../users/audit.store';
import { describeRole } from './role-summary';

export const adminMessages = {
  userSaved: 'The user was saved.',
  userNotFound: 'This user does not exist.',
  roleNotFound: 'This role does not exist.',
  keepOwnAdmin: 'You cannot take the administrator role from your own account.',
  keepOwnActive: 'You cannot suspend your own account.',
  adminNotImpersonated: 'An administrator cannot be logged in as by another administrator.',
  notImpersonating: 'You are not logged in as another user.',
  impersonationEnded: 'The administrator account you came from can no longer be used. Please log in again.',
  freeRoleName: 'The name of the free role (id 2) cannot be changed.',
  roleNameTaken: 'A role with this name already exists. Please choose another name.',
  roleCreated: 'The role was created.',
  roleSaved: 'The role was saved.',
  whitelisted: 'User added in whitelist',
  alreadyWhitelisted: 'This address is already on the whitelist.',
  whitelistRemoved: 'Removed from the whitelist.',
  whitelistEntryNotFound: 'This address is not on the whitelist.',
} as const;

export interface AdminServiceDeps {
  db: Kysely<Database>;
  store: AdminStore;
  users: UsersStore;
  accounts: AccountsService;
  sessions: Sessions;
  /** Called after a user's role or status changes, so cached public pages read the owner again. */
  onAccountChange: () => void;
}

/** Who acts, and from where: every change writes an audit row in its own transaction. */
export interface Actor {
  id: number;
  ip: string;
}

// The admin console's rules (docs/product.md §A4, §A5, §A6).
export function createAdminService({ db, store, users, accounts, sessions, onAccountChange }: AdminServiceDeps) {
  async function userOrThrow(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw notFound(adminMessages.userNotFound);
    return user;
  }

  return {
    /** SAVE: the role and the status together (§A4); a suspension ends the user's sessions at once. */
    async saveUser(actor: Actor, userId: number, change: AdminUserChange): Promise<{ message: string }> {
      await db.transaction().execute(async (trx) => {
        const user = await store.userState(trx, userId);
        if (!user) throw notFound(adminMessages.userNotFound);
        const role = await store.role(trx, change.roleId);
        if (!role) throw badRequest(adminMessages.roleNotFound);
        // An administrator who locks themselves out leaves a server nobody can manage.
        if (userId === actor.id && change.roleId !== ADMIN_ROLE_ID) throw badRequest(adminMessages.keepOwnAdmin);
        if (userId === actor.id && change.isActive === 0) throw badRequest(adminMessages.keepOwnActive);
        const suspending = user.is_active === 1 && change.isActive === 0;
        await users.update(
          userId,
          { role_id: change.roleId, is_active: change.isActive },
          { endSessions: suspending, executor: trx },
        );
        const audit = { actorId: actor.id, targetId: userId, ip: actor.ip };
        if (user.role_id !== change.roleId) {
          const previous = await store.role(trx, user.role_id);
          await writeAudit(trx, {
            ...audit,
            action: 'user.role',
            detail: `${previous?.name ?? `role ${user.role_id}`} → ${role.name}`,
          });
        }
        if (user.is_active !== change.isActive) {
          await writeAudit(trx, {
            ...audit,
            action: 'user.status',
            detail: change.isActive === 1 ? 'active' : 'suspended',
          });
        }
      });
      onAccountChange();
      return { message: adminMessages.userSaved };
    },

    /**
     * Login as user (docs/api.md, Sessions): a stored session of the user's for an hour at most, marked with the
     * admin's id and session generation (auth/sessions.ts). Never another admin.
     */
    async impersonate(actor: Actor, userId: number): Promise<LoginResponse & { impersonate: true }> {
      const user = await userOrThrow(userId);
      if (user.role_id === ADMIN_ROLE_ID) throw forbidden(adminMessages.adminNotImpersonated);
      const answer = await accounts.session(user, await userOrThrow(actor.id));
      await writeAudit(db, { action: 'impersonation.start', actorId: actor.id, targetId: userId, ip: actor.ip });
      return { ...answer, impersonate: true, message: `You are now logged in as ${user.email}.` };
    },

    /**
     * Logout as user (docs/api.md, Sessions): the acting session ends, and the admin gets a session of their own,
     * if that account is still an active admin. A token is exchanged once: ended, it is refused.
     */
    async endImpersonation(session: Session, ip: string): Promise<LoginResponse & { impersonate: false }> {
      if (session.impersonatorId === undefined || session.sessionId === undefined)
        throw forbidden(adminMessages.notImpersonating);
      const admin = await users.findById(session.impersonatorId);
      if (!admin || admin.is_active !== 1 || admin.role_id !== ADMIN_ROLE_ID)
        throw unauthorized(adminMessages.impersonationEnded);
      if (!(await sessions.end(session.sessionId))) throw unauthorized(adminMessages.impersonationEnded);
      const answer = await accounts.session(admin);
      await writeAudit(db, { action: 'impersonation.end', actorId: admin.id, targetId: session.user.id, ip });
      return { ...answer, impersonate: false, message: `You are back in your own account.` };
    },

    /** CREATE (id 0) or SAVE a role (§A7); role 2's name is locked (§A4). */
    async saveRole(actor: Actor, id: number, body: RoleBody): Promise<{ message: string; roleId: number }> {
      const name = body.name.trim();
      const permission = JSON.stringify(body.permissions);
      return db.transaction().execute(async (trx) => {
        const sameName = await store.roleNamed(trx, name);
        if (sameName && sameName.id !== id) throw badRequest(adminMessages.roleNameTaken);
        const detail = describeRole(name, body.permissions);
        if (id === 0) {
          const roleId = await store.insertRole(trx, name, permission);
          await writeAudit(trx, { action: 'role.create', actorId: actor.id, detail, ip: actor.ip });
          return { message: adminMessages.roleCreated, roleId };
        }
        const role = await store.role(trx, id);
        if (!role) throw notFound(adminMessages.roleNotFound);
        if (id === FREE_ROLE_ID && name !== role.name) throw badRequest(adminMessages.freeRoleName);
        await store.updateRole(trx, id, name, permission);
        await writeAudit(trx, { action: 'role.update', actorId: actor.id, detail, ip: actor.ip });
        return { message: adminMessages.roleSaved, roleId: id };
      });
    },

    /** Adds an address (a user's, or one typed) to the whitelist; adding it twice is no failure. */
    async whitelist(
      actor: Actor,
      rawEmail: string,
      targetId: number | null,
    ): Promise<{ success: boolean; message: string }> {
      const email = normaliseEmail(rawEmail);
      return db.transaction().execute(async (trx) => {
        if (await store.whitelisted(trx, email)) return { success: true, message: adminMessages.alreadyWhitelisted };
        await store.addToWhitelist(trx, email);
        await writeAudit(trx, { action: 'whitelist.add', actorId: actor.id, targetId, detail: email, ip: actor.ip });
        return { success: true, message: adminMessages.whitelisted };
      });
    },

    async whitelistUser(actor: Actor, userId: number) {
      const user = await userOrThrow(userId);
      return this.whitelist(actor, user.email, user.id);
    },

    async removeFromWhitelist(actor: Actor, entryId: number): Promise<{ message: string }> {
      await db.transaction().execute(async (trx) => {
        const entry = await store.whitelistEntry(trx, entryId);
        if (!entry) throw notFound(adminMessages.whitelistEntryNotFound);
        await store.removeFromWhitelist(trx, entryId);
        await writeAudit(trx, { action: 'whitelist.remove', actorId: actor.id, detail: entry.email, ip: actor.ip });
      });
      return { message: adminMessages.whitelistRemoved };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
