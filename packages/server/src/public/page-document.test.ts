import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_PLACEHOLDER,
  NONCE_PLACEHOLDER,
  STARTED_PLACEHOLDER,
  newNonce,
  personalise,
  preparePage,
  reuse,
} from './page-document';

describe('a prepared page', () => {
  const html = `<p>é ✓</p><style nonce="${NONCE_PLACEHOLDER}"></style><input value="${IDEMPOTENCY_PLACEHOLDER}"><input value="${STARTED_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}"></script><i>${IDEMPOTENCY_PLACEHOLDER}</i>`;

  it("fills each view's own values into the encoded page, the same key wherever it appears", () => {
    const page = preparePage(html);
    const first = personalise(page, 'NONCE1').body.toString('utf8');
    expect(first).toMatch(
      /^<p>é ✓<\/p><style nonce="NONCE1"><\/style><input value="([0-9a-f-]{36})"><input value="(\d+)"><script nonce="NONCE1"><\/script><i>\1<\/i>$/,
    );
    const second = personalise(page, 'NONCE2').body.toString('utf8');
    const key = (text: string) => /value="([0-9a-f-]{36})"/.exec(text)?.[1];
    expect(key(second)).not.toBe(key(first));
    expect(second).toContain('nonce="NONCE2"');
  });

  it("writes a later view into a sent view's buffer, with the later view's own values", () => {
    const page = preparePage(html);
    const first = personalise(page, 'NONCE1');
    const firstText = first.body.toString('utf8');
    reuse(page, first);
    const second = personalise(page, 'NONCE2');
    expect(second.body).toBe(first.body);
    const secondText = second.body.toString('utf8');
    const key = (text: string) => /value="([0-9a-f-]{36})"/.exec(text)?.[1];
    expect(key(secondText)).not.toBe(key(firstText));
    const shape = (text: string, nonce: string) =>
      text
        .replaceAll(nonce, 'N')
        .replace(/[0-9a-f-]{36}/g, 'K')
        .replace(/value="\d+"/, 'value="T"');
    expect(shape(secondText, 'NONCE2')).toBe(shape(firstText, 'NONCE1'));
    // Views still being sent never share a buffer.
    expect(personalise(page, 'NONCE3').body).not.toBe(second.body);
    // A nonce of another length moves what follows it: the view is written whole, in a new buffer.
    reuse(page, second);
    const longer = personalise(page, 'A-LONGER-NONCE');
    expect(longer.body).not.toBe(second.body);
    expect(shape(longer.body.toString('utf8'), 'A-LONGER-NONCE')).toBe(shape(firstText, 'NONCE1'));
  });

  it('keeps no buffer of a page without slots, which is sent as it is', () => {
    const page = preparePage('<p>plain</p>');
    reuse(page, personalise(page, 'x'));
    expect(page.spares).toHaveLength(0);
  });

  it('sends a page without slots as it is', () => {
    expect(personalise(preparePage('<p>plain</p>'), 'x').body.toString()).toBe('<p>plain</p>');
  });

  it('draws nonces of 16 random bytes, never the same twice', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
