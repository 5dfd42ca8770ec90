import type { FastifyInstance } from 'fastify';

// /favicon.ico answered 404 on public pages. Every browser reads an ICO
// (Safari still ignores SVG icons), so the product icon of packages/web/public/favicon.svg
// is served as one: a 32×32 PNG inside an ICO header, rendered from that SVG with
// Chromium. Served from here, not the built web app, so public pages have it whether or
// not the owner's app is deployed beside them.
export const FAVICON_PATH = '/favicon.ico';
export const FAVICON_ICO = Buffer.from(
  'AAABAAEAICAAAAEAIAAeAgAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAAdNJREFUeJzsl98rBFEUx7/37l1Dto0XIj/WH0DyoC1R8iD+CCQPyAP/gn9gPS0P8i/IE4U8KXmSkhdlSIoSsRu7O+a4Z4t44JpZOyP51NTM3HP6fjv33rlzFN6RSFENrMwcCEkh0Klf1eFnuCbCAQT2kIul7Dlx9zogXm9a09khQe6yFm5EGdFGLknIibPp6vU3A4nFzKAg2kCAuJDDbEK0pKlWInOknTQgQLgSjhVrVxLZ0aDFGZ5qlc+OKO0lidCgpNRzH5oB1la6Fq0IC62tTDHjHVHMdluIReGJTAFY2M9h5bDwZZyEgcmuCs/iDOdwrgmjgc1TB/lneIZzONeEaEs/EELEWIE/b8C4C+IW0N+iUBUV8MJjgbBz7uA+h9IMzPdWoq3GX6H69S6f3XpCSQaiEfjmO7lGA6n9PDrrJZT0NgWOq/9ArlxjnNHAya1bvMrF/zY0TkFPUwQDCQXrkwWV05/cbdvB7oWP7zW+UYG+5s/FGR7jGL8YDRzfPKPwxRrkMY7xyy84jAhXCAutLUnojiUsfa2t14AIzQBrS4jIEhHdIWCKmlpb2lNVNkmMI2gIY6xd3IZnU/FV7tW4XUKZYQ3Wsmfia/z84YgLoz1/AQAA//+vVt9gAAAABklEQVQDAPjSqVhhyGoeAAAAAElFTkSuQmCC',
  'base64',
);

export function registerFavicon(app: FastifyInstance): void {
  app.get(FAVICON_PATH, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(FAVICON_ICO),
  );
}
