import http from 'node:http';
import { freePort } from './app';

/** A page of another site, on 127.0.0.1, holding this HTML in its body (where embeds and redirects land). */
export async function hostPage(body: string): Promise<{ url: string; close: () => void }> {
  const host = http.createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><html lang="en"><head><title>My site</title></head><body><main><h1>My site</h1><p>Welcome to my site.</p>${body}<p>The end of my page.</p></main></body></html>`,
      );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String(port)}/`, close: () => host.close() };
}
