import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { IMAGE_PIXELS_MESSAGE, assertImagePixels, readImageSize } from './image-size';
import { GIF, JPEG, PNG, gifOfSize, jpegOfSize, pngOfSize, webpOfSize } from './test-images';

describe('readImageSize', () => {
  it('reads the size from PNG, JPEG, GIF and WebP headers', () => {
    expect(readImageSize(PNG)).toEqual({ width: 1, height: 1 });
    expect(readImageSize(pngOfSize(10_000, 6_000))).toEqual({ width: 10_000, height: 6_000 });
    expect(readImageSize(JPEG)).toEqual({ width: 1, height: 1 });
    expect(readImageSize(jpegOfSize(9_000, 6_000))).toEqual({ width: 9_000, height: 6_000 });
    expect(readImageSize(GIF)).toEqual({ width: 1, height: 1 });
    expect(readImageSize(gifOfSize(65_535, 1_000))).toEqual({ width: 65_535, height: 1_000 });
    expect(readImageSize(webpOfSize(16_383, 16_383))).toEqual({ width: 16_383, height: 16_383 });
  });

  it('reads lossy and lossless WebP frames', () => {
    const riff = (chunk: Buffer) => Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00WEBP', 'latin1'), chunk]);
    const lossy = riff(
      Buffer.concat([
        Buffer.from('VP8 \x00\x00\x00\x00', 'latin1'),
        Buffer.from('000000', 'hex'),
        Buffer.from('9d012a', 'hex'),
        Buffer.from([0x40, 0x1f, 0x70, 0x17]),
      ]),
    );
    expect(readImageSize(lossy)).toEqual({ width: 8000, height: 6000 });
    const bits = Buffer.alloc(4);
    bits.writeUInt32LE((7999 & 0x3fff) | ((5999 & 0x3fff) << 14));
    const lossless = riff(
      Buffer.concat([Buffer.from('VP8L\x00\x00\x00\x00', 'latin1'), Buffer.from([0x2f]), bits, Buffer.alloc(8)]),
    );
    expect(readImageSize(lossless)).toEqual({ width: 8000, height: 6000 });
  });

  it('walks JPEG metadata segments to the frame header, asking for more bytes when it is further', () => {
    const app1 = Buffer.concat([Buffer.from('ffe1', 'hex'), Buffer.from([0xff, 0xff]), Buffer.alloc(0xfffd)]);
    const jpeg = jpegOfSize(4_000, 3_000);
    const withMetadata = Buffer.concat([jpeg.subarray(0, 2), app1, app1, jpeg.subarray(2)]);
    expect(readImageSize(withMetadata)).toEqual({ width: 4_000, height: 3_000 });
    expect(readImageSize(withMetadata.subarray(0, 70_000))).toBe('more');
  });

  it('gives null for what has no readable size', () => {
    expect(readImageSize(Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'))).toBeNull();
    expect(readImageSize(Buffer.from('ffd8ffda000c03010002110311003f00', 'hex'))).toBeNull();
    expect(readImageSize(Buffer.from('not an image at all', 'latin1'))).toBeNull();
    expect(readImageSize(PNG.subarray(0, 10))).toBe('more');
  });
});

describe('assertImagePixels', () => {
  it('takes 50 megapixels and refuses more, in words', () => {
    expect(() => assertImagePixels({ width: 10_000, height: 5_000 })).not.toThrow();
    const error = (() => {
      try {
        assertImagePixels({ width: 10_000, height: 5_001 });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, message: IMAGE_PIXELS_MESSAGE });
    expect(IMAGE_PIXELS_MESSAGE).toBe('This image is too large: at most 50 megapixels.');
  });
});
