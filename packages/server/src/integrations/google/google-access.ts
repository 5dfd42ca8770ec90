// The googleapis clients come with their own copy of google-auth-library; its OAuth2 class
// (re-exported as `auth.OAuth2`) is the one their `auth` option is typed for.
import type { drive_v3 } from '@googleapis/drive';
import type { sheets_v4 } from '@googleapis/sheets';
import type { Config } from '../../config/config';
import {
  GoogleProblem,
  NOT_CONNECTED_MESSAGE,
  googleProblemOf,
  googleStatusOf,
  isGoogleCallError,
} from './google-errors';
import type { GoogleCredentials, GoogleGrantsStore, StoredGrant } from './google-grants.store';

// The Google clients of one owner's grant. Every root is configurable
// (GOOGLE_AUTH_URL, GOOGLE_OAUTH_URL, GOOGLE_API_URL, GOOGLE_SHEETS_URL) so tests talk to a
// stand-in. Refreshed tokens are written back; a grant Google no longer honours is forgotten.

export interface GoogleApis {
  drive: drive_v3.Drive;
  sheets: sheets_v4.Sheets;
  /** Drive's root, which uploads must name again (googleapis-common builds the upload address from the call's own rootUrl). */
  driveRoot: string;
}

/** A Google call waits this long: an outbox job must end well within its 60-second lease. */
const CALL_TIMEOUT_MS = 20_000;

export const CALLBACK_PATH = '/api/services/google/callback';

/**
 * Google's client libraries, loaded on the first Google call: they weigh some 10 MB of heap
 * and code that a server whose owners never connect Google should not carry.
 */
let clientLibraries: Promise<[typeof import('@googleapis/drive'), typeof import('@googleapis/sheets')]> | undefined;
const googleLibraries = () =>
  (clientLibraries ??= Promise.all([import('@googleapis/drive'), import('@googleapis/sheets')]));

export function createGoogleAccess(google: Config['google'], publicUrl: string, grants: GoogleGrantsStore) {
  const { clientId, clientSecret } = google;
  const oauthClient = async () => {
    const [{ auth }] = await googleLibraries();
    return new auth.OAuth2({
      clientId,
      clientSecret,
      redirectUri: `${publicUrl}${CALLBACK_PATH}`,
      endpoints: { oauth2AuthBaseUrl: google.authUrl, oauth2TokenUrl: `${google.oauthUrl}/token` },
    });
  };

  async function withGrant<T>(
    grant: StoredGrant,
    run: (apis: GoogleApis) => Promise<T>,
    notFound?: string,
  ): Promise<T> {
    const [{ drive }, { sheets }] = await googleLibraries();
    const client = await oauthClient();
    client.setCredentials(grant.credentials);
    // The outbox retries with back-off: the clients themselves do not.
    const options = { auth: client, retry: false, timeout: CALL_TIMEOUT_MS };
    const driveRoot = `${google.apiUrl}/`;
    const apis: GoogleApis = {
      drive: drive({ version: 'v3', rootUrl: driveRoot, ...options }),
      sheets: sheets({ version: 'v4', rootUrl: `${google.sheetsUrl}/`, ...options }),
      driveRoot,
    };
    try {
      try {
        return await run(apis);
      } catch (error) {
        // An upload's body is a stream, which the client does not send twice after a 401:
        // refresh once here, then try again.
        if (googleStatusOf(error) !== 401 || !grant.credentials.refresh_token) throw error;
        client.setCredentials({ ...client.credentials, expiry_date: 1 });
        return await run(apis);
      }
    } catch (error) {
      if (!isGoogleCallError(error)) throw error;
      const problem = googleProblemOf(error, notFound);
      if (problem.kind === 'revoked') await grants.remove(grant);
      throw problem;
    } finally {
      if (client.credentials.access_token !== grant.credentials.access_token)
        await grants.refreshed(grant, client.credentials);
    }
  }

  return {
    /** Drive and Sheets need this server's OAuth client (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
    enabled: Boolean(clientId && clientSecret),

    /** The consent page: offline access (a refresh token), asked every time, adding to earlier scopes. */
    async consentUrl(scopes: readonly string[], state: string): Promise<string> {
      return (await oauthClient()).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: [...scopes],
        state,
      });
    },

    /** The credentials a consent's code is worth. */
    async exchange(code: string): Promise<GoogleCredentials> {
      try {
        const { tokens } = await (await oauthClient()).getToken(code);
        return tokens;
      } catch (error) {
        throw isGoogleCallError(error) ? googleProblemOf(error) : error;
      }
    },

    withGrant,

    /** Runs Google calls with the owner's grant; a clear problem when they have none or it lacks the scope. */
    async asOwner<T>(
      userId: number,
      scope: string,
      run: (apis: GoogleApis) => Promise<T>,
      notFound?: string,
    ): Promise<T> {
      const grant = await grants.ofUser(userId);
      if (!grant) throw new GoogleProblem('notConnected', NOT_CONNECTED_MESSAGE);
      if (!grant.scopes.includes(scope)) throw missingScope(scope);
      return withGrant(grant, run, notFound);
    },
  };
}

export type GoogleAccess = ReturnType<typeof createGoogleAccess>;

export const missingScope = (scope: string) =>
  new GoogleProblem(
    'notConnected',
    `Access to Google ${scope.endsWith('spreadsheets') ? 'Sheets' : 'Drive'} was not allowed. Authenticate with Google again.`,
  );
