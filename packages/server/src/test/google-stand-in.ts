import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createWorkspace, googleError, isWorkspacePath, type WorkspaceState } from './google-workspace-stand-in';

// A small HTTP server on 127.0.0.1 that stands in for Google: it publishes signing keys and
// signs ID tokens (sign-in runs its real verification path), shows a consent page, serves
// the OAuth token endpoint, and responds to the Drive and Sheets calls of the integrations
//, keeping what it received for tests to read.

export interface GoogleStandIn extends WorkspaceState {
  /** The root every Google address of the configuration points at. */
  url: string;
  certsUrl: string;
  clientId: string;
  clientSecret: string;
  /** GOOGLE_* variables pointing a server at this stand-in. */
  env: Record<string, string>;
  idToken(claims: { sub: string; email: string; email_verified?: boolean; aud?: string }): Promise<string>;
  /** Opens a consent URL and answers it as a person would: where Google sends the browser back. */
  consent(authUrl: string, decision?: 'allow' | 'deny', account?: string): Promise<string>;
  /** The token endpoint's calls, by grant type. */
  tokenCalls: string[];
  settings: {
    /** Lifetime of new access tokens (the client refreshes within five minutes of the end). */
    accessTokenSeconds: number;
    /** Google leaves the refresh token out when it already gave one and consent was not asked again. */
    issueRefreshTokens: boolean;
  };
  /** The next `count` Drive or Sheets calls answer `status` (503 by default). */
  failNext(count: number, status?: number): void;
  /** The user withdraws access: every refresh and access token given so far stops working. */
  revokeAll(): void;
  close(): Promise<void>;
}

const AUTH_PATH = '/o/oauth2/v2/auth';

interface Grant {
  scopes: string[];
  revoked: boolean;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startGoogleStandIn(
  clientId = 'test-client.apps.googleusercontent.com',
  clientSecret = 'test-client-secret',
): Promise<GoogleStandIn> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const workspace = createWorkspace();
  const codes = new Map<string, { grant: Grant; redirectUri: string }>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const tokenCalls: string[] = [];
  /** The scopes each Google account has allowed this client, until access is withdrawn. */
  const granted = new Map<string, Set<string>>();
  const grantedTo = (account: string) => {
    let scopes = granted.get(account);
    if (!scopes) granted.set(account, (scopes = new Set()));
    return scopes;
  };
  const settings = { accessTokenSeconds: 3599, issueRefreshTokens: true };
  let failures = { count: 0, status: 503 };

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

  /** The consent page: the app asks for scopes, the person allows or cancels. */
  function consentPage(url: URL, res: ServerResponse) {
    const query = url.searchParams;
    if (query.get('client_id') !== clientId || !/^https?:\/\//.test(query.get('redirect_uri') ?? '')) {
      res
        .writeHead(400, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Error 400</title><p>Error 400: invalid_request</p>');
      return;
    }
    const decide = (decision: string) =>
      escape(`${AUTH_PATH}/decide?${new URLSearchParams([...query, ['decision', decision]]).toString()}`);
    const scopes = (query.get('scope') ?? '')
      .split(' ')
      .map((scope) => `<li>${escape(scope)}</li>`)
      .join('');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><title>Sign in - Google Accounts</title><h1>Allow access to your Google Account?</h1><ul>${scopes}</ul><a id="allow" href="${decide('allow')}">Allow</a> <a id="deny" href="${decide('deny')}">Cancel</a>`,
      );
  }

  function decide(url: URL, res: ServerResponse) {
    const query = url.searchParams;
    const back = new URL(query.get('redirect_uri') ?? '');
    const state = query.get('state');
    if (query.get('decision') === 'allow') {
      const code = token('4/code-');
      const requested = (query.get('scope') ?? '').split(' ').filter(Boolean);
      // include_granted_scopes: the new grant also carries what this person allowed before (incremental authorisation).
      // The consent page's links are the browser's account; tests may name others (consent()).
      const allowed = grantedTo(query.get('account') ?? 'default');
      const scopes =
        query.get('include_granted_scopes') === 'true' ? [...new Set([...allowed, ...requested])] : requested;
      for (const scope of requested) allowed.add(scope);
      codes.set(code, { grant: { scopes, revoked: false }, redirectUri: query.get('redirect_uri') ?? '' });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', query.get('scope') ?? '');
    } else {
      back.searchParams.set('error', 'access_denied');
    }
    if (state !== null) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.toString() }).end();
  }

  function issue(res: ServerResponse, grant: Grant, refreshToken: string | undefined) {
    const accessToken = token('ya29.');
    accessTokens.set(accessToken, grant);
    json(res, 200, {
      access_token: accessToken,
      expires_in: settings.accessTokenSeconds,
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
      ...(refreshToken && settings.issueRefreshTokens ? { refresh_token: refreshToken } : {}),
    });
  }

  /** POST /token: the authorization_code and refresh_token grants, client secret in the body. */
  function tokenEndpoint(body: Buffer, res: ServerResponse) {
    const form = new URLSearchParams(body.toString());
    tokenCalls.push(form.get('grant_type') ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      json(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      return;
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri')) {
        json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        return;
      }
      const refreshToken = token('1//refresh-');
      refreshTokens.set(refreshToken, code.grant);
      issue(res, code.grant, refreshToken);
      return;
    }
    const grant =
      form.get('grant_type') === 'refresh_token' ? refreshTokens.get(form.get('refresh_token') ?? '') : undefined;
    if (!grant || grant.revoked) {
      json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return;
    }
    issue(res, grant, undefined);
  }

  function api(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
    if (failures.count > 0) {
      failures.count -= 1;
      const status = failures.status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE';
      json(res, failures.status, googleError(failures.status, 'The service is currently unavailable.', status));
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = bearer === undefined ? undefined : accessTokens.get(bearer);
    if (!grant || grant.revoked) {
      json(
        res,
        401,
        googleError(
          401,
          'Request had invalid authentication credentials. Expected OAuth 2 access token.',
          'UNAUTHENTICATED',
        ),
      );
      return;
    }
    workspace.handle(req, res, url, body, grant.scopes);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    readBody(req).then(
      (body) => {
        try {
          if (req.method === 'GET' && url.pathname === '/oauth2/v3/certs') json(res, 200, { keys: [jwk] });
          else if (req.method === 'GET' && url.pathname === AUTH_PATH) consentPage(url, res);
          else if (req.method === 'GET' && url.pathname === `${AUTH_PATH}/decide`) decide(url, res);
          else if (req.method === 'POST' && url.pathname === '/token') tokenEndpoint(body, res);
          else if (isWorkspacePath(url.pathname)) api(req, res, url, body);
          else res.writeHead(404).end();
        } catch {
          // An unreadable request (a bad redirect_uri, a body that is not JSON): as Google, a 400.
          if (!res.headersSent) res.writeHead(400).end();
        }
      },
      () => res.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;
  return {
    url: root,
    certsUrl: `${root}/oauth2/v3/certs`,
    clientId,
    clientSecret,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_OAUTH_URL: root,
      GOOGLE_AUTH_URL: `${root}${AUTH_PATH}`,
      GOOGLE_API_URL: root,
      GOOGLE_SHEETS_URL: root,
      GOOGLE_CERTS_URL: `${root}/oauth2/v3/certs`,
    },
    ...workspace.state,
    tokenCalls,
    settings,
    idToken: ({ sub, email, email_verified = true, aud = clientId }) =>
      new SignJWT({ email, email_verified })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    async consent(authUrl, decision = 'allow', account = 'default') {
      const page = await fetch(authUrl);
      const html = await page.text();
      const link = new RegExp(`id="${decision}" href="([^"]+)"`).exec(html)?.[1];
      if (!page.ok || !link) throw new Error(`The consent page did not open: ${page.status} ${html.slice(0, 200)}`);
      const decide = new URL(link.replace(/&#38;/g, '&'), root);
      decide.searchParams.set('account', account);
      const answer = await fetch(decide, { redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`The consent did not redirect: ${answer.status}`);
      return location;
    },
    failNext(count, status = 503) {
      failures = { count, status };
    },
    revokeAll() {
      for (const grant of [...refreshTokens.values(), ...accessTokens.values()]) grant.revoked = true;
      granted.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
