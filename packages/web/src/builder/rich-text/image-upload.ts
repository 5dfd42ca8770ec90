import { messageAnswerSchema, uploadedImageSchema } from '@formbuilder/core';
import { apiPaths } from '../../api/paths';
import { en } from '../../i18n/en';
import type { Translate } from '../../i18n/translate';
import { inEnglish } from '../in-english';

// Rich-text image upload (docs/product.md §B5 and §B9): jpg, svg, png and jpeg
// only, at most 3000 Kb; POST /api/upload/{formId}/{fieldId} as multipart,
// whose answer must carry a string `location` (core's uploadedImageSchema).

export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'png', 'jpeg'] as const;
export const IMAGE_MAX_KB = 3000;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml';
export const IMAGE_TYPE_MESSAGE = en['builder.richText.imageType'];

/** Why an image cannot be uploaded, or null when it can; in English unless `t` is given. */
export function imageProblem(file: Pick<File, 'name' | 'size'>, t: Translate = inEnglish): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return t('builder.richText.imageType');
  if (file.size / 1024 > IMAGE_MAX_KB) {
    return t('builder.richText.imageSize', { kb: file.size / 1024, max: IMAGE_MAX_KB });
  }
  return null;
}

/**
 * A failed upload. `message` is the product's alert text ('HTTP Error: {status}',
 * docs/product.md §B5); `reason` is the server's own words when it gave them ({ message },
 * docs/architecture.md, "Errors people can read"), which the Image element's panel shows instead.
 */
export class UploadError extends Error {
  override name = 'UploadError';
  readonly reason: string | null;

  constructor(message: string, reason: string | null = null) {
    super(message);
    this.reason = reason;
  }
}

/** The text as JSON, or undefined when it is not JSON. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `message` of a refusal's JSON body (the error envelope), or null. */
async function refusalReason(response: Response): Promise<string | null> {
  const refusal = messageAnswerSchema.safeParse(jsonOf(await response.text()));
  return refusal.success && refusal.data.message !== '' ? refusal.data.message : null;
}

interface UploadTarget {
  formId: number;
  fieldId: number;
  token: string | null;
}

/** Uploads an image; returns its location, or throws an UploadError with the product's alert text. */
export async function uploadImage(file: File, { formId, fieldId, token }: UploadTarget): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(apiPaths.imageUpload(formId, fieldId), { method: 'POST', headers, body });
  if (response.status !== 200) throw new UploadError(`HTTP Error: ${response.status}`, await refusalReason(response));
  const text = await response.text();
  const answer = uploadedImageSchema.safeParse(jsonOf(text));
  if (!answer.success) throw new UploadError(`Invalid JSON: ${text}`);
  return answer.data.location;
}

/** docs/product.md §B5, pasted data images are blocked (files, or HTML with a data: image). */
export function isBlockedPaste(data: Pick<DataTransfer, 'files' | 'getData'> | null): boolean {
  if (!data) return false;
  if (data.files.length > 0) return true;
  return /<img[^>]+src\s*=[\s"']*data:/i.test(data.getData('text/html'));
}
