import type * as FileType from 'file-type';
import { onFirstUse } from '../runtime/on-first-use';
import { badRequest, HttpError } from '../http/errors';
import { sanitizeSvg, SvgParseError } from './svg-sanitizer';
import { assertImagePixels, readImageSize } from './image-size';

// docs/product.md §B5 and §B9 — rich-text images are jpg, svg, png and jpeg only, at
// most 3000 Kb. The type is decided by the content, never by the file name.

/** file-type's signatures, loaded with the first image an owner uploads. */
const fileType = onFirstUse<typeof FileType>('file-type');

export const IMAGE_MAX_KB = 3000;
export const IMAGE_MAX_BYTES = IMAGE_MAX_KB * 1024;
export const IMAGE_TYPE_MESSAGE = 'Only jpg, svg, png and jpeg images can be uploaded.';

export interface CheckedImage {
  mimeType: 'image/jpeg' | 'image/png' | 'image/svg+xml';
  data: Buffer;
}

/** The size as the product's message shows it, in Kb (the builder formats it the same way). */
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(2)} Kb`;

/** docs/product.md §B5, the text of the refusal of an image over 3000 Kb. */
export const imageTooLarge = (bytes: number) =>
  new HttpError(413, `Image is too large ( ${formatKb(bytes)}) ,Maximum image size is:${IMAGE_MAX_KB} Kb`);

const utf8 = new TextDecoder('utf-8', { fatal: true });

function cleanedSvg(data: Buffer): Buffer {
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    throw badRequest(IMAGE_TYPE_MESSAGE);
  }
  try {
    const clean = sanitizeSvg(text);
    if (clean === null) throw badRequest(IMAGE_TYPE_MESSAGE);
    return Buffer.from(clean, 'utf8');
  } catch (error) {
    if (!(error instanceof SvgParseError)) throw error;
    // Something that claims to be an SVG gets the reason; anything else the type message.
    if (!/<svg[\s>/]/.test(text)) throw badRequest(IMAGE_TYPE_MESSAGE);
    throw badRequest(`This SVG image cannot be read: ${error.message}.`);
  }
}

export const IMAGE_UNREADABLE_MESSAGE = 'This image cannot be read: its size in pixels is missing.';

/** The image itself once its header says it is at most 50 megapixels. */
function withinPixels(data: Buffer): Buffer {
  const size = readImageSize(data);
  if (size === null || size === 'more') throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  assertImagePixels(size);
  return data;
}

/**
 * Checks an uploaded image by its content: JPEG and PNG are kept as sent, an SVG is
 * rebuilt from its allow-list. Anything else, or an image over the limit, is refused.
 */
export async function checkImage(data: Buffer): Promise<CheckedImage> {
  if (data.length > IMAGE_MAX_BYTES) throw imageTooLarge(data.length);
  if (data.length === 0) throw badRequest('The image is empty.');
  const detected = await fileType().fileTypeFromBuffer(data);
  if (detected?.mime === 'image/jpeg') return { mimeType: 'image/jpeg', data: withinPixels(data) };
  // An animated PNG is still a PNG to the browser.
  if (detected?.mime === 'image/png' || detected?.mime === 'image/apng')
    return { mimeType: 'image/png', data: withinPixels(data) };
  // SVG is text: file-type knows it at most as XML.
  if (!detected || detected.mime === 'application/xml') return { mimeType: 'image/svg+xml', data: cleanedSvg(data) };
  throw badRequest(IMAGE_TYPE_MESSAGE);
}
