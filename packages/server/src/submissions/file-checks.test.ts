import { describe, expect, it } from 'vitest';
import { PNG, jpegOfSize, pngOfSize } from '../uploads/test-images';
import { createContentCheck } from './file-checks';

// The content of a file checked as it streams, chunk by chunk.
const anyType = () => true;

async function verdict(
  fileName: string,
  chunks: Buffer[],
  accepts: (mime: string) => boolean = anyType,
  refusal: string | null = null,
): Promise<string | null> {
  const check = createContentCheck(fileName, { accepts, refusal });
  for (const chunk of chunks) await check.push(chunk);
  return check.finish();
}

const split = (data: Buffer, size: number) =>
  Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size));

describe('createContentCheck', () => {
  it('finds the type in the content, whatever the chunks', async () => {
    expect(await verdict('photo.jpg', [PNG])).toBe('image/png');
    expect(await verdict('notes.txt', split(Buffer.from('plain words, '.repeat(20_000)), 1000))).toBe('text/plain');
    expect(await verdict('table.csv', [Buffer.from('a,b\n1,2\n')])).toBe('text/csv');
    expect(await verdict('empty.txt', [])).toBeNull();
  });

  it('refuses markup in text even when a chunk boundary cuts the tag', async () => {
    const text = Buffer.from(`${'x'.repeat(70_000)}<   scr`);
    await expect(verdict('notes.txt', [text, Buffer.from('ipt>alert(1)</script>')])).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/not an accepted type/),
    });
  });

  it('refuses text that is not UTF-8, even split inside a character', async () => {
    const euro = Buffer.from('€');
    expect(
      await verdict('ok.txt', [Buffer.concat([Buffer.alloc(70_000, 0x61), euro.subarray(0, 1)]), euro.subarray(1)]),
    ).toBe('text/plain');
    await expect(verdict('bad.txt', [Buffer.alloc(70_000, 0x61), Buffer.from([0xff, 0xfe])])).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(verdict('cut.txt', [Buffer.concat([Buffer.from('abc'), euro.subarray(0, 2)])])).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('refuses an image over 50 megapixels, and one whose size cannot be read', async () => {
    await expect(verdict('big.png', [pngOfSize(8_000, 8_000)])).rejects.toMatchObject({
      statusCode: 400,
      message: "The image 'big.png' is too large: at most 50 megapixels.",
    });
    const padded = Buffer.concat([jpegOfSize(9_000, 9_000), Buffer.alloc(100_000)]);
    await expect(verdict('big.jpg', split(padded, 4096))).rejects.toMatchObject({
      message: "The image 'big.jpg' is too large: at most 50 megapixels.",
    });
    const noFrame = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
    await expect(verdict('broken.jpg', [noFrame])).rejects.toMatchObject({
      message: "The image 'broken.jpg' cannot be read: its size in pixels is missing.",
    });
  });

  it("asks the question's accept list once the type is known", async () => {
    const onlyPdf = (mime: string) => mime === 'application/pdf';
    await expect(verdict('photo.png', [PNG], onlyPdf, '“CV” accepts PDF files.')).rejects.toMatchObject({
      statusCode: 400,
      message: "The file 'photo.png' cannot be sent: “CV” accepts PDF files.",
    });
    // A type the server never takes is refused in the question's words too.
    await expect(
      verdict('tool.exe', [Buffer.from('MZ\x90\x00binary')], onlyPdf, '“CV” accepts PDF files.'),
    ).rejects.toMatchObject({ message: "The file 'tool.exe' cannot be sent: “CV” accepts PDF files." });
  });
});
