import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: PasswordCost & { maxmem: number },
) => Promise<Buffer>;

// scrypt with a per-user salt (docs/architecture.md, "Security stance"). The parameters are
// stored with the hash so they can be raised later without breaking old hashes.

/** scrypt's cost parameters. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost new passwords are hashed at. A server built in process may be given a lower one
 * (`createServer`'s options; no configuration or environment variable sets it): the API tests
 * hash at a sixteenth of it (test/test-server.ts).
 */
export const PASSWORD_COST: PasswordCost = { N: 16384, r: 8, p: 1 };
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 64;

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(expected, actual);
}

/** Hashes of a known throwaway password, one per cost, checked when an e-mail is unknown so both take as long. */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) decoys.set(key, (decoy = hashPassword(randomBytes(12).toString('hex'), cost)));
  return decoy;
}

/** One-time codes (verification, password reset) travel in links; only their hash is stored. */
export function newCode(): { code: string; hash: string } {
  const code = randomBytes(24).toString('base64url');
  return { code, hash: hashCode(code) };
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
