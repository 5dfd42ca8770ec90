import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

// A small HTTP server on 127.0.0.1 that publishes signing keys the way Google does,
// and signs ID tokens with them, so Google sign-in runs its real verification path.

export interface GoogleStandIn {
  certsUrl: string;
  clientId: string;
  idToken(claims: { sub: string; email: string; email_verified?: boolean; aud?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleStandIn(clientId = 'test-client.apps.googleusercontent.com'): Promise<GoogleStandIn> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    certsUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    idToken: ({ sub, email, email_verified = true, aud = clientId }) =>
      new SignJWT({ email, email_verified })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
