import { SignJWT, jwtVerify } from 'jose';

// Session tokens: HS256 pinned, a fixed issuer and a purpose claim, so that no other
// token this server signs (or one signed with another algorithm) can pass as a session.
const ALGORITHM = 'HS256';
const ISSUER = 'formbuilder';
export const SESSION_PURPOSE = 'session';
/** Sessions last a working day; the client drops them at `exp` (spec: app-shell §3). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

export interface SessionClaims {
  userId: number;
  /** Set when an admin acts as this user: the admin's own id. */
  impersonatorId?: number;
}

export interface TokenService {
  signSession(claims: SessionClaims): Promise<{ token: string; exp: number }>;
  verifySession(token: string): Promise<SessionClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async signSession({ userId, impersonatorId }) {
      const exp = Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS;
      const token = await new SignJWT({ pur: SESSION_PURPOSE, ...(impersonatorId ? { imp: impersonatorId } : {}) })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },
    async verifySession(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        if (payload.pur !== SESSION_PURPOSE) return null;
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) return null;
        const imp = typeof payload.imp === 'number' ? payload.imp : undefined;
        return imp ? { userId, impersonatorId: imp } : { userId };
      } catch {
        return null;
      }
    },
  };
}
