// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, sentCalls, serveForm, signIn } from '../../editor/editor-test-kit';
import type { FakeAnswer } from '../../testing/render-app';

const UPLOAD = 'POST /api/upload/5/10';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

async function openImageProperties(upload: FakeAnswer) {
  signIn();
  const fetchMock = serveForm(
    savedForm(5, (form) => form.props.elements.splice(1, 0, createElement('Image', 10))),
    { [UPLOAD]: upload },
  );
  renderEditor('/editor/5/builder/question/10/properties');
  const panel = await screen.findByRole('region', { name: 'Question Properties' });
  return { panel, fetchMock, address: within(panel).getByLabelText<HTMLInputElement>('Image address') };
}

// docs/product.md §B3 table (Image) and §B7 (POST /api/upload/{formId}/{fieldId}).
describe('Image properties', () => {
  it('upload a chosen file and set the image address to the returned location', async () => {
    const { panel, fetchMock, address } = await openImageProperties({ body: { location: '/api/images/3/abc' } });
    fireEvent.change(within(panel).getByLabelText('Choose an image'), { target: { files: [png()] } });
    await waitFor(() => expect(address.value).toBe('/api/images/3/abc'));
    expect(document.querySelector('img[src="/api/images/3/abc"]')).not.toBeNull();
    expect(sentCalls(fetchMock)).toContain(UPLOAD);
    const body = fetchMock.mock.calls.find(([url]) => url === '/api/upload/5/10')?.[1]?.body;
    expect(body instanceof FormData && body.get('file') instanceof File).toBe(true);
  });

  it('upload a dropped file', async () => {
    const { panel, address } = await openImageProperties({ body: { location: '/api/images/4/def' } });
    fireEvent.drop(within(panel).getByText('Drop an image here, or'), { dataTransfer: { files: [png()] } });
    await waitFor(() => expect(address.value).toBe('/api/images/4/def'));
  });

  it.each([
    [413, 'Image is too large ( 3500.00 Kb) ,Maximum image size is:3000 Kb'],
    [400, 'Only jpg, svg, png and jpeg images can be uploaded.'],
    [400, 'This image is too large: at most 50 megapixels.'],
  ])('show the server refusal %i in words: %s', async (status, message) => {
    const { panel, address } = await openImageProperties({ status, body: { message } });
    fireEvent.change(within(panel).getByLabelText('Choose an image'), { target: { files: [png()] } });
    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    expect(address.value).toBe('');
  });

  it('keep a typed address', async () => {
    const { address } = await openImageProperties({ status: 500 });
    fireEvent.change(address, { target: { value: 'https://example.org/a.png' } });
    expect(address.value).toBe('https://example.org/a.png');
  });
});
