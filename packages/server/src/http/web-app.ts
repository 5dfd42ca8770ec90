// The owner app (packages/web's build) served as files, index.html for every client-side route.

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The popup page that posts Google's token back to the builder (docs/product.md , Google auth callback page). */
const isGoogleAuthPage = (url: string) => /^\/googleAuth(?:[?#/]|$)/.test(url);

/** Serves the built owner app, with index.html for every client-side route. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, index: false, wildcard: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasWeb) {
      if (isGoogleAuthPage(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(index));
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
}
