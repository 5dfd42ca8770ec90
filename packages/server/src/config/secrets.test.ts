import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SEALED_WITH_ANOTHER_KEY } from './secrets';

describe('the secret box', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));

  it('opens what it sealed, and each seal differs', () => {
    const box = createSecretBox('k'.repeat(32), dataDir);
    const a = box.seal('refresh-token-1');
    expect(a).not.toContain('refresh-token-1');
    expect(a).not.toBe(box.seal('refresh-token-1'));
    expect(box.open(a)).toBe('refresh-token-1');
  });

  it('refuses a value sealed with another key or changed', () => {
    const sealed = createSecretBox('k'.repeat(32), dataDir).seal('secret');
    // Another process's key: said in words, naming the setting.
    expect(() => createSecretBox('j'.repeat(32), dataDir).open(sealed)).toThrow(SEALED_WITH_ANOTHER_KEY);
    const [version, nonce, body = '', tag] = sealed.split('.');
    // One character of the body changed (always to another one: 'AA' could be what was there).
    const changed = [version, nonce, `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`, tag].join('.');
    expect(() => createSecretBox('k'.repeat(32), dataDir).open(changed)).toThrow(SEALED_WITH_ANOTHER_KEY);
    expect(() => createSecretBox('k'.repeat(32), dataDir).open('plain text')).toThrow(/not readable/);
  });

  it('keeps a generated key in the data folder, the same for every process', () => {
    const sealed = createSecretBox(undefined, dataDir).seal('kept');
    expect(fs.existsSync(path.join(dataDir, 'encryption-key'))).toBe(true);
    expect(createSecretBox(undefined, dataDir).open(sealed)).toBe('kept');
  });
});
