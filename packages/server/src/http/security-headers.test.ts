import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers';

describe("Helmet's headers worked out once (issue #15)", () => {
  it('are the headers Helmet sets, with the policy given', () => {
    const headers = securityHeadersOf({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } }, frameguard: { action: 'deny' } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
