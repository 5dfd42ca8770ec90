import { readPreferences, type ChangePasswordBody, type LoginResponse, type Preferences } from '@formbuilder/core';
import type { Session } from '../auth/auth.plugin';
import { verifyPassword } from '../auth/passwords';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { AccountsService } from './accounts.service';
import type { UsersStore } from '../users/users.store';

export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';

// The owner's own settings: preferences, and a password change that ends every other session.
export function createSettingsService(users: UsersStore, accounts: AccountsService) {
  async function user(userId: number) {
    const found = await users.findById(userId);
    if (!found) throw notFound('User not found.');
    return found;
  }

  return {
    async preferences(userId: number): Promise<Preferences> {
      return readPreferences((await user(userId)).preferences);
    },

    async savePreferences(userId: number, preferences: Preferences): Promise<Preferences> {
      await users.update(userId, { preferences: JSON.stringify(preferences) });
      return preferences;
    },

    /** Only the person, in their own session: not an administrator for them, not while acting as them. */
    async changePassword(session: Session, userId: number, body: ChangePasswordBody): Promise<LoginResponse> {
      if (session.user.id !== userId || session.impersonatorId !== undefined)
        throw forbidden('Only the account holder can change their password.');
      const current = await user(userId);
      if (
        current.password_hash !== null &&
        !(body.currentPassword && (await verifyPassword(body.currentPassword, current.password_hash)))
      ) {
        throw badRequest(CURRENT_PASSWORD_WRONG);
      }
      const password_hash = await accounts.newPasswordHash(body.newPassword);
      // Every session signed before ends; this one goes on with a new token.
      await users.update(userId, { password_hash }, { endSessions: true });
      const changed = await user(userId);
      return {
        ...(await accounts.session(changed)),
        message: 'Your password has been changed. Other sessions have been logged out.',
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
