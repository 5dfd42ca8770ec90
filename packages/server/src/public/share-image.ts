import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// Issue #14: a shared form link previews with a picture (Open Graph / Twitter cards want one of
// about 1200×630). The product mark, white on the brand blue, drawn once as a PNG:
// a few rectangles need no image library.

export const SHARE_IMAGE_PATH = '/share-image.png';
const WIDTH = 1200;
const HEIGHT = 630;
const BLUE = [0x21, 0x96, 0xf3] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

type Rect = [x: number, y: number, w: number, h: number, colour: readonly [number, number, number]];

// The mark of favicon.svg: a white card with three lines of a form on it.
const RECTS: Rect[] = [
  [480, 195, 240, 240, WHITE],
  [525, 250, 150, 22, BLUE],
  [525, 304, 150, 22, BLUE],
  [525, 358, 95, 22, BLUE],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The 1200×630 PNG. */
export function drawShareImage(): Buffer {
  const row = 1 + WIDTH * 3;
  // One blue row (its filter byte 0), copied down; then each rectangle painted row by row.
  const blue = Buffer.alloc(row);
  for (let x = 0; x < WIDTH; x += 1) blue.set(BLUE, 1 + x * 3);
  const pixels = Buffer.alloc(row * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) blue.copy(pixels, y * row);
  for (const [rx, ry, rw, rh, colour] of RECTS) {
    const span = Buffer.alloc(rw * 3);
    for (let x = 0; x < rw; x += 1) span.set(colour, x * 3);
    for (let y = ry; y < ry + rh; y += 1) span.copy(pixels, y * row + 1 + rx * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

export function registerShareImage(app: FastifyInstance): void {
  // Drawn when first asked for, not at every start (a test suite starts many servers).
  let image: Buffer | undefined;
  app.get(SHARE_IMAGE_PATH, (_request, reply) => {
    image ??= drawShareImage();
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(image);
  });
}
