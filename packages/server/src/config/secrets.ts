import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The configured secret; otherwise one generated on first start and kept in the data folder under `fileName`. */
function resolveSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' fails if another process wrote it first; then read theirs.
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/** JWT_SECRET when set; otherwise one generated on first start and kept in the data folder. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return resolveSecret(configured, dataDir, 'jwt-secret');
}

/**
 * Encrypts what the server must keep but nobody may read from the database alone: Google
 * credentials and webhook secrets. AES-256-GCM with a fresh nonce per value; the key
 * is ENCRYPTION_KEY, or one generated into the data folder on first start.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the value was not sealed with this key or was changed. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export const SEALED_WITH_ANOTHER_KEY =
  'This secret was sealed with another ENCRYPTION_KEY (or changed since): give every server process the same ENCRYPTION_KEY.';

export function createSecretBox(configured: string | undefined, dataDir: string): SecretBox {
  const key = createHash('sha256')
    .update(resolveSecret(configured, dataDir, 'encryption-key'))
    .digest();
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        nonce.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== VERSION || !nonce || body === undefined || !tag)
        throw new Error('The stored secret is not readable.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // Said where it shows (a delivery's last error): the usual cause is a second process
        // with its own generated key on a shared database.
        throw new Error(SEALED_WITH_ANOTHER_KEY);
      }
    },
  };
}
