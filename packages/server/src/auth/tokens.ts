import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

// Session tokens: HS256 pinned, a fixed issuer and a purpose claim, so that no other
// token this server signs (or one signed with another algorithm) can pass as a session.
const ALGORITHM = 'HS256';
const ISSUER = 'formbuilder';
export const SESSION_PURPOSE = 'session';
/** Sessions last a working day; the client drops them at `exp` (docs/product.md §A3). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/** An administrator acts as a user for an hour at most, then logs in as them again. */
export const ACTING_TTL_SECONDS = 60 * 60;

export interface SessionClaims {
  userId: number;
  /** Set when an admin acts as this user: the admin's own id. */
  impersonatorId?: number;
  /**
   * The user's session generation when the token was signed: a password reset or change
   * and a suspension bump it, so older tokens stop working.
   */
  generation: number;
  /** The stored session this token belongs to (auth/sessions.ts): ending it ends the token. */
  sessionId: string;
}

export interface TokenService {
  /** Signs a session token that expires at `exp` (epoch seconds). */
  signSession(claims: SessionClaims, exp: number): Promise<string>;
  verifySession(token: string): Promise<SessionClaims | null>;
  /** A short-lived token for one purpose other than a session (e.g. 'preview' of a form). */
  signFor(purpose: string, subject: string, ttlSeconds: number): Promise<string>;
  /** The subject of a token signed for this purpose, or null. */
  verifyFor(purpose: string, token: string): Promise<string | null>;
  /** A private form's lasting access token (docs/product.md §A1): an HMAC of the form and its access secret. */
  formAccessToken(form: AccessTokenForm): string;
  isFormAccessToken(form: AccessTokenForm, token: string): boolean;
}

/**
 * What a private form's access token is made of. `access_secret` is replaced by
 * 'Regenerate link', which revokes every earlier token; null is the
 * form's first link, the one made before secrets existed, kept valid until then.
 */
export interface AccessTokenForm {
  id: number;
  uuid: string;
  access_secret: string | null;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const formAccessToken = ({ id, uuid, access_secret }: AccessTokenForm) =>
    createHmac('sha256', key)
      .update(`form-access:${id}:${uuid}${access_secret === null ? '' : `:${access_secret}`}`)
      .digest('base64url');
  return {
    formAccessToken,
    isFormAccessToken(form, token) {
      const expected = Buffer.from(formAccessToken(form));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async signSession({ userId, impersonatorId, generation, sessionId }, exp) {
      return new SignJWT({
        pur: SESSION_PURPOSE,
        gen: generation,
        sid: sessionId,
        ...(impersonatorId ? { imp: impersonatorId } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    },
    async signFor(purpose, subject, ttlSeconds) {
      if (purpose === SESSION_PURPOSE) throw new Error('Sessions are signed with signSession.');
      return new SignJWT({ pur: purpose })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verifyFor(purpose, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        return payload.pur === purpose && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
    async verifySession(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        if (payload.pur !== SESSION_PURPOSE) return null;
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) return null;
        // Tokens signed before sessions were stored name none: they are no longer accepted.
        if (typeof payload.sid !== 'string') return null;
        const sessionId = payload.sid;
        const imp = typeof payload.imp === 'number' ? payload.imp : undefined;
        // Tokens signed before generations existed carry none: they belong to generation 0.
        const generation = typeof payload.gen === 'number' ? payload.gen : 0;
        return imp ? { userId, impersonatorId: imp, generation, sessionId } : { userId, generation, sessionId };
      } catch {
        return null;
      }
    },
  };
}
