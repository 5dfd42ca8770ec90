import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_PLACEHOLDER, NONCE_PLACEHOLDER, STARTED_PLACEHOLDER, newNonce, personalise, preparePage } from './page-document';

describe('a prepared page (issue #15)', () => {
  const html = `<p>é ✓</p><style nonce="${NONCE_PLACEHOLDER}"></style><input value="${IDEMPOTENCY_PLACEHOLDER}"><input value="${STARTED_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}"></script><i>${IDEMPOTENCY_PLACEHOLDER}</i>`;

  it("fills each view's own values into the encoded page, the same key wherever it appears", () => {
    const page = preparePage(html);
    const first = personalise(page, 'NONCE1').toString('utf8');
    expect(first).toMatch(/^<p>é ✓<\/p><style nonce="NONCE1"><\/style><input value="([0-9a-f-]{36})"><input value="(\d+)"><script nonce="NONCE1"><\/script><i>\1<\/i>$/);
    const second = personalise(page, 'NONCE2').toString('utf8');
    const key = (text: string) => /value="([0-9a-f-]{36})"/.exec(text)?.[1];
    expect(key(second)).not.toBe(key(first));
    expect(second).toContain('nonce="NONCE2"');
  });

  it('sends a page without slots as it is', () => {
    expect(personalise(preparePage('<p>plain</p>'), 'x').toString()).toBe('<p>plain</p>');
  });

  it('draws nonces of 16 random bytes, never the same twice', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
