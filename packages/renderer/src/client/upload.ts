import { pageWords } from './words';
// docs/product.md "Reach": a submission with files shows how much has been sent. fetch cannot
// tell upload progress, so such a submission goes with XMLHttpRequest; the rest stay on fetch.

/** Posts a multipart body, telling the share sent so far (0 to 1); resolves with the response. */
export type Uploader = (
  url: string,
  body: FormData,
  headers: Readonly<Record<string, string>>,
  onProgress: (sent: number) => void,
) => Promise<Response>;

/** XMLHttpRequest as an Uploader; a network failure rejects, as fetch does. */
export function xhrUploader(view: Window & typeof globalThis): Uploader {
  return (url, body, headers, onProgress) =>
    new Promise((resolve, reject) => {
      const request = new view.XMLHttpRequest();
      request.open('POST', url);
      for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      request.addEventListener('load', () => {
        if (request.status < 200 || request.status > 599) {
          reject(new TypeError('upload failed'));
          return;
        }
        const type = request.getResponseHeader('content-type') ?? 'text/plain';
        resolve(new view.Response(request.responseText, { status: request.status, headers: { 'content-type': type } }));
      });
      request.addEventListener('error', () => reject(new TypeError('upload failed')));
      request.addEventListener('abort', () => reject(new TypeError('upload aborted')));
      request.send(body);
    });
}

const PROGRESS_CLASS = 'fb-upload-progress';

/**
 * Shows the share sent under the Submit button (a progress bar and its words, announced
 * politely), or removes it with null. Styled here: the theme's CSS has no rule for it.
 */
export function showUploadProgress(form: HTMLFormElement, sent: number | null, submitter: Element | null): void {
  let box = form.querySelector<HTMLElement>(`.${PROGRESS_CLASS}`);
  if (sent === null) {
    box?.remove();
    return;
  }
  const document = form.ownerDocument;
  if (box === null) {
    box = document.createElement('div');
    box.className = PROGRESS_CLASS;
    box.setAttribute('role', 'status');
    box.style.cssText = 'display:flex;align-items:center;gap:.75rem;margin:1rem 0 0;';
    const bar = document.createElement('progress');
    bar.max = 100;
    bar.setAttribute('aria-label', pageWords().t('upload.progress'));
    bar.style.cssText = 'flex:1;max-width:16rem;height:.75rem;accent-color:var(--fb-colour-strong);';
    box.append(bar, document.createElement('span'));
    const anchor = submitter?.closest('.fb-page-nav') ?? form.lastElementChild;
    if (anchor) anchor.after(box);
    else form.append(box);
  }
  const percent = Math.min(100, Math.round(sent * 100));
  const bar = box.querySelector('progress');
  if (bar) bar.value = percent;
  const words = box.querySelector('span');
  if (words) words.textContent = pageWords().t(percent >= 100 ? 'upload.sent' : 'upload.sending', { percent });
}
