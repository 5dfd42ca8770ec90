import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { anon } from '../test/requests';

// /favicon.ico answered 404 on public pages.
describe('the product icon on public pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('answers /favicon.ico with an ICO holding a 32×32 PNG', async () => {
    const res = await anon(server).get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const ico = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), 1 image; its entry: 32×32, PNG data at offset 22.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.subarray(22, 30)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22);
  });

  it('links the icon from the public pages, which their policy lets load', async () => {
    const res = await anon(server).get('/form/view/00000000-0000-0000-0000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self'");
  });
});
