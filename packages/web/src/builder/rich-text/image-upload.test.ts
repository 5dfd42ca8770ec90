// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageProblem, isBlockedPaste, uploadImage } from './image-upload';
import { labelFromEditorHtml } from './rich-text-html';

afterEach(() => vi.unstubAllGlobals());

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('rich-text image upload', () => {
  it('accepts only jpg, svg, png and jpeg up to 3000 Kb', () => {
    expect(imageProblem(file('a.PNG'))).toBeNull();
    expect(imageProblem(file('a.gif'))).toBe('Only jpg, svg, png and jpeg images can be uploaded.');
    expect(imageProblem({ name: 'big.jpg', size: 3000 * 1024 })).toBeNull();
    expect(imageProblem({ name: 'big.jpg', size: 3500 * 1024 })).toBe(
      'Image is too large ( 3500.00 Kb) ,Maximum image size is:3000 Kb',
    );
  });

  it('posts multipart to /api/upload/{formId}/{fieldId} and answers the location', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ location: '/files/a.png' }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadImage(file('a.png'), { formId: 4, fieldId: 2, token: 't' })).resolves.toBe('/files/a.png');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upload/4/2');
    expect(init.body).toBeInstanceOf(FormData);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t');
  });

  it("fails with 'HTTP Error: {status}' and 'Invalid JSON: ...'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 413 }))),
    );
    await expect(uploadImage(file('a.png'), { formId: 4, fieldId: 2, token: null })).rejects.toThrow('HTTP Error: 413');
    // The server's words ride along for the Image element's panel.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"Too big."}', { status: 413 }))),
    );
    await expect(uploadImage(file('a.png'), { formId: 4, fieldId: 2, token: null })).rejects.toMatchObject({
      message: 'HTTP Error: 413',
      reason: 'Too big.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"url":"x"}', { status: 200 }))),
    );
    await expect(uploadImage(file('a.png'), { formId: 4, fieldId: 2, token: null })).rejects.toThrow(
      'Invalid JSON: {"url":"x"}',
    );
  });

  it('blocks pasted files and data images, and unwraps plain paragraphs', () => {
    const paste = (html: string, files: File[] = []) => ({ files: files as unknown as FileList, getData: () => html });
    expect(isBlockedPaste(paste('<img src="data:image/png;base64,AA">'))).toBe(true);
    expect(isBlockedPaste(paste('', [file('a.png')]))).toBe(true);
    expect(isBlockedPaste(paste('<b>bold</b>'))).toBe(false);
    expect(labelFromEditorHtml('<p>Your name</p>')).toBe('Your name');
    expect(labelFromEditorHtml('<p>Your <strong>name</strong></p>')).toBe('<p>Your <strong>name</strong></p>');
    expect(labelFromEditorHtml('<p></p>')).toBe('');
  });
});
