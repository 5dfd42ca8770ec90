import { ENGLISH, SERVER_FILE_MIME_TYPES, TEXT_FILE_MIME_TYPES, type PageWords } from '@formbuilder/core/runtime';
import type * as FileType from 'file-type';
import { onFirstUse } from '../runtime/on-first-use';
import { badRequest } from '../http/errors';
import { assertImagePixels, IMAGE_MAX_MEGAPIXELS, readImageSize } from '../uploads/image-size';

// Allowed upload types, checked by content, not by name. SVG and HTML
// can carry scripts, so they are refused; plain text must really be text. Files are
// checked as they stream past: the type from the first bytes, an
// image's size in pixels from its header, text all along; nothing is held whole.
// The list itself is core's (elements/file-types.ts), shared with the builder and the renderer;
// plain text and CSV have no signature and are known by name below.
/** file-type's signatures, loaded with the first file a visitor sends. */
const fileType = onFirstUse<typeof FileType>('file-type');

const ALLOWED_MIME = new Set(SERVER_FILE_MIME_TYPES.filter((mime) => !TEXT_FILE_MIME_TYPES.includes(mime)));
const IMAGE_MIME = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const TEXT_EXTENSIONS = /\.(txt|csv)$/i;
/** Bytes read before the type is decided: enough for file-type to tell office files from ZIP. */
const HEAD_BYTES = 64 * 1024;
/** A JPEG's frame header may follow large metadata segments; past this it is unreadable. */
const IMAGE_HEAD_MAX_BYTES = 2 * 1024 * 1024;
// Markup is not accepted as "text": it could be served as HTML.
const MARKUP = /<\s*(html|script|svg|!doctype|iframe|body)/i;

export interface ContentCheck {
  /** Rejects (400, in words) as soon as the bytes so far cannot be an accepted file. */
  push(chunk: Buffer): Promise<void>;
  /** The type found in the content, or null for an empty file. */
  finish(): Promise<string | null>;
}

/** Plain text checked chunk by chunk: UTF-8, no NUL, no markup even across chunks. */
function createTextCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let carried = '';
  return {
    push(chunk: Buffer): boolean {
      if (chunk.includes(0)) return false;
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        return false;
      }
      const window = carried + text;
      if (MARKUP.test(window)) return false;
      // Keep an unfinished '<tag' for the next chunk; its run of spaces matters not.
      const open = window.lastIndexOf('<');
      const rest = open >= 0 ? window.slice(open + 1).trimStart() : '';
      carried = open >= 0 && /^[!a-z]{0,8}$/i.test(rest) ? `<${rest}` : '';
      return true;
    },
    end(): boolean {
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The question's own list of types (core's fileAccepts) and its refusal in words. */
export interface QuestionTypes {
  accepts(mimeType: string): boolean;
  /** '“CV” accepts PDF and Word files.' (core's fileTypeRefusal); null when the question has no list. */
  refusal: string | null;
}

const ANY_TYPE: QuestionTypes = { accepts: () => true, refusal: null };

/**
 * Checks one file's content as it arrives. The question's types are asked once the type is
 * known; a question with its own list names that list when it refuses (docs/product.md "Files before upload").
 */
export function createContentCheck(
  fileName: string,
  question: QuestionTypes = ANY_TYPE,
  /** The visitor's words (docs/product.md, "Languages"): a refused type is said in them. */
  words: PageWords = ENGLISH,
): ContentCheck {
  const notAccepted = () =>
    badRequest(
      question.refusal !== null
        ? words.t('fileRefusal.notSent', { name: fileName, reason: question.refusal })
        : words.t('fileRefusal.notAccepted', { name: fileName }),
    );
  const unreadableImage = () => badRequest(`The image '${fileName}' cannot be read: its size in pixels is missing.`);
  let head: Buffer[] = [];
  let headBytes = 0;
  let mimeType: string | null = null;
  let text: ReturnType<typeof createTextCheck> | null = null;
  /** The image's first bytes while its size is not yet read. */
  let imageHead: Buffer | null = null;

  function checkImageHead(final: boolean): void {
    if (!imageHead) return;
    const size = readImageSize(imageHead);
    if (size === null || (size === 'more' && (final || imageHead.length > IMAGE_HEAD_MAX_BYTES)))
      throw unreadableImage();
    if (size === 'more') return;
    assertImagePixels(
      size,
      `The image '${fileName}' is too large: at most ${String(IMAGE_MAX_MEGAPIXELS)} megapixels.`,
    );
    imageHead = null;
  }

  async function decide(bytes: Buffer, final: boolean): Promise<void> {
    const detected = await fileType().fileTypeFromBuffer(bytes);
    if (detected && ALLOWED_MIME.has(detected.mime)) {
      mimeType = detected.mime;
      if (IMAGE_MIME.has(mimeType)) imageHead = bytes;
    } else if (!detected && TEXT_EXTENSIONS.test(fileName)) {
      mimeType = fileName.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain';
      text = createTextCheck();
      if (!text.push(bytes)) throw notAccepted();
    } else {
      throw notAccepted();
    }
    if (!question.accepts(mimeType)) throw notAccepted();
    checkImageHead(final);
  }

  return {
    async push(chunk) {
      if (mimeType === null) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes < HEAD_BYTES) return;
        const bytes = Buffer.concat(head);
        head = [];
        await decide(bytes, false);
      } else if (text) {
        if (!text.push(chunk)) throw notAccepted();
      } else if (imageHead) {
        imageHead = Buffer.concat([imageHead, chunk]);
        checkImageHead(false);
      }
    },
    async finish() {
      if (mimeType === null) {
        if (headBytes === 0) return null;
        await decide(Buffer.concat(head), true);
      }
      if (text && !text.end()) throw notAccepted();
      checkImageHead(true);
      return mimeType;
    },
  };
}
