// Rich-text image upload (spec: builder §5 and §9): jpg, svg, png and jpeg
// only, at most 3000 Kb; POST /api/upload/{formId}/{fieldId} as multipart,
// whose answer must carry a string `location`.

export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'png', 'jpeg'] as const;
export const IMAGE_MAX_KB = 3000;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml';
export const IMAGE_TYPE_MESSAGE = 'Only jpg, svg, png and jpeg images can be uploaded.';

/** The size as the spec's message shows it, in Kb. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} Kb`;
}

/** Why an image cannot be uploaded, or null when it can. */
export function imageProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return IMAGE_TYPE_MESSAGE;
  if (file.size / 1024 > IMAGE_MAX_KB) {
    return `Image is too large ( ${formatKb(file.size)}) ,Maximum image size is:${IMAGE_MAX_KB} Kb`;
  }
  return null;
}

/**
 * A failed upload. `message` is the spec's alert text ('HTTP Error: {status}',
 * builder §5); `reason` is the server's own words when it gave them ({ message },
 * STYLE.md §11), which the Image element's panel shows instead.
 */
export class UploadError extends Error {
  override name = 'UploadError';
  readonly reason: string | null;

  constructor(message: string, reason: string | null = null) {
    super(message);
    this.reason = reason;
  }
}

/** The `message` of a refusal's JSON body, or null. */
async function refusalReason(response: Response): Promise<string | null> {
  try {
    const answer: unknown = JSON.parse(await response.text());
    const message = typeof answer === 'object' && answer !== null && 'message' in answer ? answer.message : null;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}

interface UploadTarget {
  formId: number;
  fieldId: number;
  token: string | null;
}

/** Uploads an image; answers its location, or throws an UploadError with the spec's alert text. */
export async function uploadImage(file: File, { formId, fieldId, token }: UploadTarget): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api/upload/${formId}/${fieldId}`, { method: 'POST', headers, body });
  if (response.status !== 200) throw new UploadError(`HTTP Error: ${response.status}`, await refusalReason(response));
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new UploadError(`Invalid JSON: ${text}`);
  }
  const location = typeof answer === 'object' && answer !== null && 'location' in answer ? answer.location : undefined;
  if (typeof location !== 'string') throw new UploadError(`Invalid JSON: ${text}`);
  return location;
}

/** spec: builder §5, pasted data images are blocked (files, or HTML with a data: image). */
export function isBlockedPaste(data: Pick<DataTransfer, 'files' | 'getData'> | null): boolean {
  if (!data) return false;
  if (data.files.length > 0) return true;
  return /<img[^>]+src\s*=[\s"']*data:/i.test(data.getData('text/html'));
}
