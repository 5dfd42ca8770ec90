import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { multipartBody } from '../test/multipart';
import { jpegOfSize, pngOfSize } from './test-images';
import { anon, as } from '../test/requests';

// The rich-text image upload: images over 50 megapixels are refused by
// their header (a few bytes can claim billions of pixels), and a malformed body is a
// 400 in words, not a 500.

describe.each(testDialects)('rich-text image upload limits (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let url = '';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await createUser(server, 'owner@example.com');
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, { ...createNewForm(), title: 'Images' });
    url = `/api/upload/${String(created.json<{ id: number }>().id)}/3`;
  });
  afterAll(() => server.close());

  const fileRows = async () =>
    Number(
      (
        await server.db.kysely
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const upload = (name: string, data: Buffer) => {
    const body = multipartBody([], [{ field: 'file', name, data }]);
    return anon(server).post(url, body.payload, { headers: { ...body.headers, ...owner.headers } });
  };

  it('refuses a PNG or JPEG over 50 megapixels, storing nothing', async () => {
    for (const [name, data] of [
      ['huge.png', pngOfSize(8_000, 8_000)],
      ['huge.jpg', jpegOfSize(10_000, 5_001)],
    ] as const) {
      const res = await upload(name, data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'This image is too large: at most 50 megapixels.' });
    }
    expect(await fileRows()).toBe(0);
    expect((await upload('fine.jpg', jpegOfSize(10_000, 5_000))).statusCode).toBe(200);
  });

  it('answers a malformed multipart body with 400 in words', async () => {
    const head =
      '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    for (const [payload, contentType] of [
      [`${head}abc\r\n--b0undary--\r\n`, 'multipart/form-data'],
      [`${head}abc`, 'multipart/form-data; boundary=b0undary'],
    ]) {
      const res = await anon(server).post(url, payload, { headers: { 'content-type': contentType, ...owner.headers } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The form data could not be read: it is incomplete or malformed. Please send the form again.',
      });
    }
  });
});
