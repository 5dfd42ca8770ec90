import { badRequest } from '../http/errors';

// A few kilobytes of PNG or JPEG can claim 100,000 × 100,000 pixels, which a
// browser, a PDF renderer or a thumbnailer then tries to decode into gigabytes. The
// size in pixels is read from the header, without decoding anything.

export const IMAGE_MAX_MEGAPIXELS = 50;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
export const IMAGE_PIXELS_MESSAGE = `This image is too large: at most ${String(IMAGE_MAX_MEGAPIXELS)} megapixels.`;

export interface ImageSize {
  width: number;
  height: number;
}

/** 'more': the header goes on past these bytes; null: no readable header. */
export type ImageSizeReading = ImageSize | 'more' | null;

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function pngSize(head: Buffer): ImageSizeReading {
  if (head.length < 24) return 'more';
  // The first chunk must be IHDR: width and height, 4 bytes each, big-endian.
  if (head.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function gifSize(head: Buffer): ImageSizeReading {
  if (head.length < 10) return 'more';
  // The logical screen; frames are drawn inside it.
  return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
}

function webpSize(head: Buffer): ImageSizeReading {
  if (head.length < 30) return 'more';
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  return null;
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers without a length: TEM, RST0–7, SOI.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** Walks the JPEG segments (APPn, DQT …) to the first frame header. */
function jpegSize(head: Buffer): ImageSizeReading {
  let at = 2;
  for (;;) {
    if (at + 2 > head.length) return 'more';
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    at += 2;
    if (isStandalone(marker)) continue;
    // The image data (SOS) or its end (EOI) before any frame header: nothing a viewer can draw.
    if (marker === 0xda || marker === 0xd9) return null;
    if (at + 2 > head.length) return 'more';
    const length = head.readUInt16BE(at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 7 > head.length) return 'more';
      const size = { height: head.readUInt16BE(at + 3), width: head.readUInt16BE(at + 5) };
      // A height of 0 is given later (DNL), past anything this reads: refused as unreadable.
      return size.height > 0 && size.width > 0 ? size : null;
    }
    at += length;
  }
}

/** The size in pixels from the first bytes of a PNG, JPEG, GIF or WebP image. */
export function readImageSize(head: Buffer): ImageSizeReading {
  if (head.length < 16) return 'more';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return pngSize(head);
  if (head[0] === 0xff && head[1] === 0xd8) return jpegSize(head);
  if (/^GIF8[79]a/.test(head.toString('latin1', 0, 6))) return gifSize(head);
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return webpSize(head);
  return null;
}

/** Refuses an image over IMAGE_MAX_PIXELS; `message` names the file where several are sent. */
export function assertImagePixels(size: ImageSize, message = IMAGE_PIXELS_MESSAGE): void {
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw badRequest(message);
}
