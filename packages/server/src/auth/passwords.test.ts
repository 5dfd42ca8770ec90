import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, PASSWORD_COST, verifyPassword } from './passwords';

// New passwords are hashed at PASSWORD_COST unless the server was built with another cost (the
// API tests' lower one); a hash carries its cost, so it is checked at the cost it was made at.
describe('password hashes', () => {
  it('hashes at scrypt N=16384, r=8, p=1 by default', async () => {
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const hash = await hashPassword('long enough password');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('long enough password', hash)).toBe(true);
    expect(await verifyPassword('another password', hash)).toBe(false);
  });

  it('checks a hash made at another cost at the cost it carries', async () => {
    const hash = await hashPassword('long enough password', { N: 1024, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('long enough password', hash)).toBe(true);
    expect(await verifyPassword('another password', hash)).toBe(false);
  });

  it('makes the decoy of an unknown address at the cost asked for', async () => {
    expect(await decoyHash()).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await decoyHash({ N: 1024, r: 8, p: 1 })).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});
