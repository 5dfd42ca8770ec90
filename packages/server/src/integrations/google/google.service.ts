import {
  GOOGLE_SCOPES,
  googleGrantSchema,
  type DriveFolder,
  type FieldMapping,
  type GoogleGrant,
  type GoogleStatus,
  type Spreadsheet,
} from '@formbuilder/core';
import type { TokenService } from '../../auth/tokens';
import type { UsersStore } from '../../users/users.store';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { missingScope, type GoogleAccess, type GoogleApis } from './google-access';
import { createFolder, initSheet, listSheets, type SheetTarget } from './google-calls';
import { GoogleProblem, REVOKED_MESSAGE, httpErrorOf } from './google-errors';
import type { GoogleGrantsStore, StoredGrant } from './google-grants.store';
import { mappingProblem, sheetHeader } from './sheet-rows';

// The builder's Google calls (docs/product.md §B4 and §B7). The consent runs in a popup:
// generateAuthURL signs a short-lived state naming the user, Google sends the popup back to the
// callback, which keeps the credentials sealed and hands the googleAuth page only the grant's
// id and scopes (base64 JSON). Every later call names that grant, and only its owner may use it.

const STATE_PURPOSE = 'google-oauth';
const STATE_TTL_SECONDS = 600;
const SPREADSHEET_NOT_FOUND =
  'Google could not find this spreadsheet. It may have been deleted, or this account cannot open it.';

export interface GoogleServiceDeps {
  access: GoogleAccess;
  grants: GoogleGrantsStore;
  tokens: TokenService;
  users: UsersStore;
  publicUrl: string;
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** The token the googleAuth page hands to the builder: base64 JSON of the grant's id and scopes, never the credentials. */
export const grantToken = (grant: StoredGrant) =>
  Buffer.from(JSON.stringify({ grant: grant.id, scopes: grant.scopes } satisfies GoogleGrant)).toString('base64');

function readGrantToken(token: string): GoogleGrant {
  try {
    const parsed = googleGrantSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not base64 JSON: refused below
  }
  throw badRequest('The Google authorisation is not readable. Authenticate with Google again.');
}

export function createGoogleService({ access, grants, tokens, users, publicUrl }: GoogleServiceDeps) {
  function requireEnabled(): void {
    if (!access.enabled) throw new HttpError(503, 'Google Drive and Sheets are not set up on this server.');
  }

  /** The caller's own grant that the token names, allowing `scope`. */
  async function grantFor(userId: number, token: string, scope: string): Promise<StoredGrant> {
    requireEnabled();
    const named = readGrantToken(token);
    const grant = await grants.ofUser(userId);
    if (grant?.id !== named.grant) {
      const owner = await grants.ownerOf(named.grant);
      if (owner !== undefined && owner !== userId)
        throw forbidden('This Google authorisation belongs to another account. Authenticate with Google again.');
      throw httpErrorOf(new GoogleProblem('revoked', REVOKED_MESSAGE));
    }
    if (!grant.scopes.includes(scope)) throw httpErrorOf(missingScope(scope));
    return grant;
  }

  async function call<T>(grant: StoredGrant, run: (apis: GoogleApis) => Promise<T>, notFound?: string): Promise<T> {
    try {
      return await access.withGrant(grant, run, notFound);
    } catch (error) {
      throw error instanceof GoogleProblem ? httpErrorOf(error) : error;
    }
  }

  const popupPage = (query: Record<string, string>) =>
    `${publicUrl}/googleAuth?${new URLSearchParams(query).toString()}`;
  const failed = (words: string) => popupPage({ message: 'false', error: words });

  return {
    async consentUrl(userId: number, scopes: readonly string[]): Promise<string> {
      requireEnabled();
      return access.consentUrl(scopes, await tokens.signFor(STATE_PURPOSE, String(userId), STATE_TTL_SECONDS));
    },

    /** Where the popup goes after Google's answer: the googleAuth page, with the grant's token or the problem in words. */
    async callback({ code, state, error }: CallbackQuery): Promise<string> {
      const subject = access.enabled && state ? await tokens.verifyFor(STATE_PURPOSE, state) : null;
      const user = subject === null ? undefined : await users.findById(Number(subject));
      if (!user || user.is_active !== 1)
        return failed('The Google sign-in took too long or did not start here. Please try again.');
      if (error !== undefined)
        return failed(
          error === 'access_denied'
            ? 'Access to Google was not allowed.'
            : `Google did not give access (${error.slice(0, 60)}).`,
        );
      if (!code) return failed('Google sent no authorisation. Please try again.');
      try {
        const grant = await grants.save(user.id, await access.exchange(code));
        return popupPage({ message: 'true', token: grantToken(grant) });
      } catch (problem) {
        if (!(problem instanceof GoogleProblem)) throw problem;
        return failed('Google did not accept the authorisation. Please try again.');
      }
    },

    async status(userId: number): Promise<GoogleStatus> {
      const grant = access.enabled ? await grants.ofUser(userId) : undefined;
      return { connected: grant !== undefined, scopes: grant?.scopes ?? [] };
    },

    async createFolder(userId: number, token: string, name: string): Promise<DriveFolder> {
      const grant = await grantFor(userId, token, GOOGLE_SCOPES.drive);
      return call(grant, (apis) => createFolder(apis, name));
    },

    async sheets(userId: number, token: string, spreadsheetId: string): Promise<{ title: string }[]> {
      const grant = await grantFor(userId, token, GOOGLE_SCOPES.spreadsheets);
      return (await call(grant, (apis) => listSheets(apis, spreadsheetId), SPREADSHEET_NOT_FOUND)).sheets;
    },

    async init(
      userId: number,
      token: string,
      target: SheetTarget,
      mapping: FieldMapping,
      valueNames: readonly string[] = [],
    ): Promise<Spreadsheet> {
      const problem = mappingProblem(mapping);
      if (problem) throw badRequest(problem);
      const grant = await grantFor(userId, token, GOOGLE_SCOPES.spreadsheets);
      return call(grant, (apis) => initSheet(apis, target, sheetHeader(mapping, valueNames)), SPREADSHEET_NOT_FOUND);
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
