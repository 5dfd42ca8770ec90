// @vitest-environment jsdom
import { FILE_UPLOAD_MAX_BYTES, SERVER_FILE_ACCEPT, answerMessages } from '@formbuilder/core/runtime';
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { errorText, jsonResponse, mountPage, query, settle } from './client-testing';
import type { Uploader } from './upload';

// docs/product.md "Reach": a File question states and checks its types and size before
// uploading, and a submission with files shows how much has been sent.

const elements = [
  makeElement('File', 1, { label: 'Your CV', accept: '.pdf,image/*' }),
  makeElement('File', 2, { label: 'Anything' }),
  makeElement('File', 4, { label: 'Photo', accept: 'image/*', maxFileMb: 0.5 }),
  makeElement('Button', 3, { buttonText: 'Send' }),
];

function choose(form: HTMLFormElement, id: number, file: File) {
  const input = query<HTMLInputElement>(form, `input[name="q_${String(id)}"]`);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const submit = (form: HTMLFormElement) => query<HTMLButtonElement>(form, 'button[type="submit"]').click();

describe('File questions before upload', () => {
  it('tell the browser which types they take: their own list, else the types the server takes', () => {
    const { form } = mountPage({ elements });
    expect(query(form, 'input[name="q_1"]').getAttribute('accept')).toBe('.pdf,image/*');
    expect(query(form, 'input[name="q_2"]').getAttribute('accept')).toBe(SERVER_FILE_ACCEPT);
    expect(form.textContent).toContain('Up to 10 MB · PDF and image files');
  });

  it('refuse a file over the size limit next to the field, and send nothing', async () => {
    const upload = vi.fn<Uploader>();
    const { form, fetch } = mountPage({ elements }, { upload });
    const big = new File([new Uint8Array(FILE_UPLOAD_MAX_BYTES + 1)], 'holiday.pdf', { type: 'application/pdf' });
    choose(form, 1, big);
    expect(errorText(1)).toBe(answerMessages.fileTooLarge('holiday.pdf', 10));
    expect(query(form, 'input[name="q_1"]').getAttribute('aria-invalid')).toBe('true');
    submit(form);
    await settle();
    expect(upload).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();

    choose(form, 1, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(errorText(1)).toBeNull();
  });

  it("refuse a file over the question's own limit, and say that limit under it", () => {
    const { form } = mountPage({ elements });
    expect(form.textContent).toContain('Up to 0.5 MB · image files');
    choose(form, 4, new File([new Uint8Array(512 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(errorText(4)).toBe(answerMessages.fileTooLarge('big.jpg', 0.5));
    choose(form, 4, new File([new Uint8Array(512 * 1024)], 'small.jpg', { type: 'image/jpeg' }));
    expect(errorText(4)).toBeNull();
  });

  it('refuse a type the question does not take, in the words of its hint', () => {
    const { form } = mountPage({ elements });
    choose(form, 1, new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(errorText(1)).toBe(answerMessages.fileType('notes.docx', 'PDF and image files'));
    choose(form, 2, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(errorText(2)).toBe(answerMessages.fileType('setup.exe', 'images, PDF, office documents, ZIP, TXT or CSV'));
    choose(form, 1, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(errorText(1)).toBeNull();
  });
});

describe('a submission with files', () => {
  it('shows how much has been sent, then leaves for the Thank You page', async () => {
    let finish: (response: Response) => void = () => undefined;
    let tell: (sent: number) => void = () => undefined;
    const upload = vi.fn<Uploader>((_url, _body, _headers, onProgress) => {
      tell = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { form, fetch, navigate } = mountPage({ elements }, { upload });
    choose(form, 1, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    submit(form);
    await settle();
    expect(upload).toHaveBeenCalledTimes(1);
    const [url, body, headers] = upload.mock.calls[0] ?? [];
    expect(url).toContain('/form/view/abc');
    expect(body).toBeInstanceOf(FormData);
    expect(headers).toMatchObject({ Accept: 'application/json' });
    tell(0.42);
    const status = query(form, '.fb-upload-progress');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('Sending your files… 42%');
    expect(query<HTMLProgressElement>(status, 'progress').value).toBe(42);
    tell(1);
    expect(status.textContent).toBe('Files sent, saving your answers…');
    finish(jsonResponse(201, { message: 'Thank you!', next: '/form/view/abc/thanks' }));
    await settle();
    await settle();
    expect(navigate).toHaveBeenCalledWith('/form/view/abc/thanks');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes the progress when the server refuses, and sends answers without files with fetch', async () => {
    const upload = vi.fn<Uploader>((_url, _body, _headers, onProgress) => {
      onProgress(0.5);
      return Promise.resolve(jsonResponse(413, { message: "The file 'cv.pdf' is too large (at most 10 MB)." }));
    });
    const { form, fetch } = mountPage({ elements }, { upload });
    choose(form, 1, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    submit(form);
    await settle();
    await settle();
    expect(form.querySelector('.fb-upload-progress')).toBeNull();
    expect(query(form, '.fb-form-error').textContent).toBe("The file 'cv.pdf' is too large (at most 10 MB).");

    const plain = mountPage(
      { elements: [makeElement('TextBox', 1, { label: 'Name' }), makeElement('Button', 2, { buttonText: 'Send' })] },
      { upload },
    );
    plain.fetch.mockResolvedValue(jsonResponse(201, { message: 'Thanks', next: null }));
    submit(plain.form);
    await settle();
    expect(plain.fetch).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
