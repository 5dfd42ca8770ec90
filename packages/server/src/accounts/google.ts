import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

// Google ID tokens are checked against Google's published keys. The keys' URL is
// configurable (GOOGLE_CERTS_URL) so tests can serve their own on 127.0.0.1.
export function createGoogleVerifier(clientId: string | undefined, certsUrl: string): GoogleVerifier | null {
  if (!clientId) return null;
  const keys = createRemoteJWKSet(new URL(certsUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: ['accounts.google.com', 'https://accounts.google.com'],
        audience: clientId,
      });
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !verified) return null;
      return { sub: payload.sub, email: payload.email };
    } catch {
      return null;
    }
  };
}
