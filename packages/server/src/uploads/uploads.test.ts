import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createDraftForm, createUser, type TestUser } from '../test/factories';
import { sanitizeRichText } from '../forms/sanitize';
import { GIF, JPEG, PNG } from './test-images';
import { multipartBody } from '../test/multipart';
import { anon } from '../test/requests';

/** The editor sends the image as the field 'file'. */
const multipart = (files: { name: string; data: Buffer; type?: string }[]) =>
  multipartBody(
    [],
    files.map((f) => ({ field: 'file', ...f })),
  );

describe.each(testDialects)('rich-text image upload (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let formId: number;

  const createForm = async (user: TestUser) =>
    (await createDraftForm(server, user, { title: 'Images', elements: createNewForm().props.elements })).id;

  const upload = (
    user: TestUser | null,
    file: { name: string; data: Buffer; type?: string },
    url = `/api/upload/${formId}/3`,
  ) => {
    const body = multipart([file]);
    return anon(server).post(url, body.payload, { headers: { ...body.headers, ...(user?.headers ?? {}) } });
  };
  const files = () => server.db.kysely.selectFrom('files').selectAll().orderBy('id').execute();
  const uploadBytes = async (userId: number) =>
    Number(
      (
        await server.db.kysely
          .selectFrom('usages')
          .select('upload_bytes')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.upload_bytes ?? 0,
    );

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await createUser(server, 'owner@example.com');
    other = await createUser(server, 'other@example.com');
    formId = await createForm(owner);
  });
  afterAll(() => server.close());

  it('stores a PNG and serves the same bytes at its public location, with headers that run nothing', async () => {
    const res = await upload(owner, { name: 'dot.png', data: PNG, type: 'image/png' });
    // The builder reads any status but 200 as a failed upload (docs/product.md §B5).
    expect(res.statusCode).toBe(200);
    const { location } = res.json<{ location: string }>();
    expect(location).toMatch(/^\/api\/images\/\d+\/[A-Za-z0-9_-]{43}$/);
    const row = (await files()).at(-1);
    expect(row).toMatchObject({
      user_id: owner.id,
      form_id: formId,
      submission_id: null,
      question_id: 3,
      file_name: 'dot.png',
      mime_type: 'image/png',
      size: PNG.length,
    });
    expect(location).not.toContain(row?.storage_key.split('/')[1] ?? '?');

    const image = await anon(server).get(location);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
  });

  it('stores a JPEG whatever its name says, and counts the bytes in the month usage', async () => {
    const before = await uploadBytes(owner.id);
    const res = await upload(owner, { name: 'photo.png', data: JPEG });
    expect(res.statusCode).toBe(200);
    const image = await anon(server).get(res.json().location);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPEG)).toBe(true);
    expect(await uploadBytes(owner.id)).toBe(before + JPEG.length);
  });

  it('stores an SVG cleaned of scripts, handlers and javascript: links', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="10" height="10">
      <script>alert(2)</script><a xlink:href="javascript:alert(3)"><circle cx="5" cy="5" r="4" onclick="alert(4)"/></a>
      <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(5)"/></foreignObject></svg>`;
    const res = await upload(owner, { name: 'logo.svg', data: Buffer.from(svg), type: 'image/svg+xml' });
    expect(res.statusCode).toBe(200);
    const image = await anon(server).get(res.json().location);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.body).toContain('<circle cx="5" cy="5" r="4"/>');
    expect(image.body).not.toMatch(/script|alert|javascript|onload|onclick|foreignObject|iframe/i);
    expect((await files()).at(-1)?.size).toBe(image.rawPayload.length);
  });

  it('refuses an SVG that is not well-formed, saying why', async () => {
    const res = await upload(owner, {
      name: 'broken.svg',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This SVG image cannot be read: /);
  });

  it.each([
    ['a GIF', 'anim.gif', GIF],
    ['an HTML page named .svg', 'page.svg', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
    ['a program named .png', 'setup.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)])],
  ])('refuses %s with a clear message and stores nothing', async (_what, name, data) => {
    const before = (await files()).length;
    const res = await upload(owner, { name, data });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only jpg, svg, png and jpeg images can be uploaded.');
    expect((await files()).length).toBe(before);
  });

  it('refuses an image over 3000 Kb with the product’s message and stores nothing', async () => {
    const before = (await files()).length;
    const res = await upload(owner, {
      name: 'big.png',
      data: Buffer.concat([PNG, Buffer.alloc(3500 * 1024 - PNG.length)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image is too large ( 3500.00 Kb) ,Maximum image size is:3000 Kb');
    expect((await files()).length).toBe(before);
  });

  it('refuses a request without a file', async () => {
    const empty = multipart([]);
    const res = await anon(server).post(`/api/upload/${formId}/3`, empty.payload, {
      headers: { ...empty.headers, ...owner.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose an image to upload.');
  });

  it("answers 403 on another user's form, 404 on an unknown form, 401 without a token", async () => {
    const theirs = await upload(other, { name: 'dot.png', data: PNG });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('That form is not yours');
    expect((await upload(owner, { name: 'dot.png', data: PNG }, '/api/upload/999999/3')).statusCode).toBe(404);
    expect((await upload(owner, { name: 'dot.png', data: PNG }, '/api/upload/null/3')).statusCode).toBe(400);
    const anonymous = await upload(null, { name: 'dot.png', data: PNG });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please log in to continue.');
  });

  it('answers 404 for a wrong or malformed image token, and for a submitted file', async () => {
    const { location } = (await upload(owner, { name: 'dot.png', data: PNG })).json<{ location: string }>();
    const [, , , id, token] = location.split('/');
    const wrong = `${token?.slice(0, -1)}${token?.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/images/${id}/${wrong}`,
      `/api/images/${id}/short`,
      `/api/images/abc/${token}`,
      `/api/images/999999/${token}`,
    ]) {
      const res = await anon(server).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This image does not exist.');
    }
    // A visitor's submitted file is never served here, even with the right token.
    const submission = await server.db.kysely
      .insertInto('submissions')
      .values({
        form_id: formId,
        version: 0,
        created_at: new Date().toISOString(),
        read: 0,
        completion_time: null,
        idempotency_key: null,
        result_token: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.kysely
      .updateTable('files')
      .set({ submission_id: submission.id })
      .where('id', '=', Number(id))
      .execute();
    expect((await anon(server).get(location)).statusCode).toBe(404);
  });

  it("refuses with 403 when the owner's monthly upload limit is used up", async () => {
    const month = new Date().toISOString().slice(0, 7);
    // The default role allows 100 MB a month.
    await server.db.kysely
      .insertInto('usages')
      .values({ user_id: other.id, month, submissions: 0, upload_bytes: 100 * 1024 * 1024 - 10 })
      .execute();
    const ownForm = await createForm(other);
    const before = (await files()).length;
    const res = await upload(other, { name: 'dot.png', data: PNG }, `/api/upload/${ownForm}/1`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/upload storage for this month \(100 MB\) is full/);
    expect((await files()).length).toBe(before);
    expect(await uploadBytes(other.id)).toBe(100 * 1024 * 1024 - 10);
  });

  it('gives a location that survives the rich-text label sanitiser', async () => {
    const { location } = (await upload(owner, { name: 'dot.png', data: PNG })).json<{ location: string }>();
    expect(sanitizeRichText(`<p><img src="${location}" alt="dot"></p>`)).toContain(`src="${location}"`);
  });
});
