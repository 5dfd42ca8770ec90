import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ACCENT, hexChannels, resolveTheme, type ThemeDesign } from '@formbuilder/core';

// A shared form link previews with a picture (Open Graph / Twitter cards want one of
// about 1200×630). The product mark, white on the brand blue, drawn once as a PNG:
// a few rectangles need no image library.

export const SHARE_IMAGE_PATH = '/share-image.png';
const WIDTH = 1200;
const HEIGHT = 630;
const BLUE = [0x21, 0x96, 0xf3] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

type Colour = readonly [number, number, number];
type Rect = [x: number, y: number, w: number, h: number, colour: Colour];

// The mark of favicon.svg: a card with three lines of a form on it.
const rects = (card: Colour, lines: Colour): Rect[] => [
  [480, 195, 240, 240, card],
  [525, 250, 150, 22, lines],
  [525, 304, 150, 22, lines],
  [525, 358, 95, 22, lines],
];

/**
 * The picture's colours for a themed form (docs/product.md, "Styling your form"): its button
 * and button text, as a query string for SHARE_IMAGE_PATH; '' for the standard colours.
 */
export function shareImageQuery(design: ThemeDesign | undefined): string {
  const theme = resolveTheme(design);
  if (theme.accent === DEFAULT_ACCENT && design?.button === undefined && design?.buttonText === undefined) return '';
  const hex = (colour: string) => (hexChannels(colour) ?? []).map((c) => c.toString(16).padStart(2, '0')).join('');
  return `?bg=${hex(theme.button)}&fg=${hex(theme.buttonText)}`;
}

const SIX_HEX = /^[0-9a-f]{6}$/i;
const channelsOf = (value: unknown): Colour | null =>
  typeof value === 'string' && SIX_HEX.test(value) ? hexChannels(`#${value}`) : null;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The 1200×630 PNG: the mark in `card` on `background`, its lines in the background colour. */
export function drawShareImage(background: Colour = BLUE, card: Colour = WHITE): Buffer {
  const row = 1 + WIDTH * 3;
  // One background row (its filter byte 0), copied down; then each rectangle painted row by row.
  const ground = Buffer.alloc(row);
  for (let x = 0; x < WIDTH; x += 1) ground.set(background, 1 + x * 3);
  const pixels = Buffer.alloc(row * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) ground.copy(pixels, y * row);
  for (const [rx, ry, rw, rh, colour] of rects(card, background)) {
    const span = Buffer.alloc(rw * 3);
    for (let x = 0; x < rw; x += 1) span.set(colour, x * 3);
    for (let y = ry; y < ry + rh; y += 1) span.copy(pixels, y * row + 1 + rx * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pictures kept drawn: the standard one and the colours asked for most lately. */
const KEPT_IMAGES = 32;

export function registerShareImage(app: FastifyInstance): void {
  // Drawn when first asked for, not at every start (a test suite starts many servers).
  const drawn = new Map<string, Buffer>();
  app.get(SHARE_IMAGE_PATH, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const background = channelsOf(query.bg);
    const card = channelsOf(query.fg);
    // Only two checked six-digit colours make another picture; anything else is the standard one.
    const key = background && card ? `${String(query.bg)}-${String(query.fg)}`.toLowerCase() : '';
    let image = drawn.get(key);
    if (image === undefined) {
      image = background && card ? drawShareImage(background, card) : drawShareImage();
      if (drawn.size >= KEPT_IMAGES) drawn.delete(drawn.keys().next().value ?? '');
      drawn.set(key, image);
    }
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(image);
  });
}
