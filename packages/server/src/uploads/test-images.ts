import { crc32 } from 'node:zlib';

// Tiny images for the upload tests, recognised by their content (file-type). The
// sized ones are headers only: enough to claim a size in pixels, as an attacker would.

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const u16be = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u16le = (n: number) => Buffer.from([n & 0xff, n >> 8]);
const u24le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);

/** A JPEG of `width` × `height`: SOI, a JFIF APP0, a baseline frame header, EOI. */
export function jpegOfSize(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.from('ffc00011', 'hex'),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from('03012200021101031101', 'hex'),
    Buffer.from('ffd9', 'hex'),
  ]);
}

/** A 1×1 JPEG header. */
export const JPEG = jpegOfSize(1, 1);

/** A PNG signature and IHDR chunk claiming `width` × `height`. */
export function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0, 'latin1');
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr.set([8, 6, 0, 0, 0], 12);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(ihdr));
  return Buffer.concat([PNG.subarray(0, 8), Buffer.from('0000000d', 'hex'), ihdr, crc]);
}

/** A GIF header with a logical screen of `width` × `height`. */
export function gifOfSize(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16le(width),
    u16le(height),
    Buffer.from('0000002c00000000010001000002024401003b', 'hex'),
  ]);
}

/** An extended (VP8X) WebP header with a canvas of `width` × `height`. */
export function webpOfSize(width: number, height: number): Buffer {
  const vp8x = Buffer.concat([
    Buffer.from('VP8X', 'latin1'),
    Buffer.from('0a000000', 'hex'),
    Buffer.from([0, 0, 0, 0]),
    u24le(width - 1),
    u24le(height - 1),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8x.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), vp8x]);
}

/** A 1×1 GIF: an image, but not one the rich-text editor accepts. */
export const GIF = Buffer.from('474946383961010001008000000000000000002c00000000010001000002024401003b', 'hex');
