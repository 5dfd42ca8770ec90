import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { markFramedPages, registerSecurityHeaders, securityHeadersOf } from './security-headers';

describe("Helmet's headers worked out once", () => {
  it('are the headers Helmet sets, with the policy given', () => {
    const headers = securityHeadersOf({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      frameguard: { action: 'deny' },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('pages any site may frame', () => {
  it('are sent the same headers, in the same order, but X-Frame-Options; other routes keep it', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { frameguard: { action: 'deny' } });
    markFramedPages(app, ['/page/:id']);
    app.get('/page/:id', (request, reply) => {
      if ((request.params as { id: string }).id === 'broken') throw new Error('broken');
      return reply.type('text/html').send('<p>page</p>');
    });
    app.post('/page/:id', () => ({ stored: true }));
    app.get('/api/thing', () => ({ thing: true }));
    const page = await app.inject({ method: 'GET', url: '/page/1' });
    const api = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(api.headers['x-frame-options']).toBe('DENY');
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((name) => name !== 'x-frame-options');
    expect(names(page.headers)).toEqual(names(api.headers));
    expect((await app.inject({ method: 'HEAD', url: '/page/1' })).headers['x-frame-options']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/page/broken' })).headers['x-frame-options']).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/page/1' })).headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
