import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { checkImage, formatKb, IMAGE_TYPE_MESSAGE } from './image-checks';
import { GIF, JPEG, PNG } from './test-images';

async function refusal(data: Buffer): Promise<HttpError> {
  const error: unknown = await checkImage(data).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error('expected a refusal');
  return error;
}

describe('checkImage', () => {
  it('keeps PNG and JPEG as sent, recognised by content', async () => {
    expect(await checkImage(PNG)).toEqual({ mimeType: 'image/png', data: PNG });
    expect(await checkImage(JPEG)).toEqual({ mimeType: 'image/jpeg', data: JPEG });
  });

  it('cleans an SVG, with or without an XML declaration', async () => {
    for (const prefix of ['', '<?xml version="1.0" encoding="UTF-8"?>\n']) {
      const checked = await checkImage(
        Buffer.from(`${prefix}<svg onload="alert(1)"><rect width="1" height="1"/></svg>`),
      );
      expect(checked.mimeType).toBe('image/svg+xml');
      expect(checked.data.toString()).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="1" height="1"/></svg>',
      );
    }
  });

  it.each([
    ['a GIF', GIF],
    ['an HTML page', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['a program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)])],
    ['plain text', Buffer.from('just some words')],
    [
      'text that is not UTF-8',
      Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x73, 0x76, 0x67, 0x3e]),
    ],
  ])('refuses %s with the type message', async (_what, data) => {
    const error = await refusal(data);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('says why an SVG cannot be read', async () => {
    const error = await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('This SVG image cannot be read: "<rect>" is not closed (line 1).');
  });

  it('refuses an image over 3000 Kb with the product’s message, and accepts exactly 3000 Kb', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3000 * 1024 + 1 - PNG.length)]);
    const error = await refusal(big);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Image is too large ( 3000.00 Kb) ,Maximum image size is:3000 Kb');
    const limit = Buffer.concat([PNG, Buffer.alloc(3000 * 1024 - PNG.length)]);
    expect((await checkImage(limit)).mimeType).toBe('image/png');
  });

  it('writes sizes in Kb with two decimals, as the builder does', () => {
    expect(formatKb(3500 * 1024)).toBe('3500.00 Kb');
    expect(formatKb(3072001)).toBe('3000.00 Kb');
  });
});
