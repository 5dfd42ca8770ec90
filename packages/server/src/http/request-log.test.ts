import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log';

describe('the request log', () => {
  it("writes one line per API call at 'info', none for visitors' pages, and every failure", async () => {
    const lines: { msg: string; url?: string; statusCode?: number }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog() });
    app.get('/api/forms', () => ({ ok: true }));
    app.get('/form/view/:uuid', () => 'page');
    app.get('/form/broken', () => {
      throw new Error('down');
    });
    await app.inject({ method: 'GET', url: '/api/forms' });
    await app.inject({ method: 'GET', url: '/form/view/abc' });
    await app.inject({ method: 'GET', url: '/form/broken' });
    await app.close();
    const requests = lines.filter((line) => /^request /.test(line.msg));
    expect(requests.map(({ msg, url, statusCode }) => ({ msg, url, statusCode }))).toEqual([
      { msg: 'request completed', url: '/api/forms', statusCode: 200 },
      { msg: 'request failed', url: '/form/broken', statusCode: 500 },
    ]);
  });
});
