import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element, Rule } from '@formbuilder/core';
import { testDialects, type TestServer } from '../test/test-server';
import { createUser, createPublishedForm, type TestUser } from '../test/factories';
import { PNG, jpegOfSize, pngOfSize } from '../uploads/test-images';
import { MB, countRows, postMultipart, startPublishedForm, storedFiles, textFile } from './intake-testing';
import { formFields } from '../test/html-form';
import { anon } from '../test/requests';

// Files only for visible File questions, within the request's cap and
// the owner's quota, removed again whenever the submission is not kept, images
// within 50 megapixels, and malformed bodies refused with 400 in words.

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name', required: true },
  { id: 2, type: 'Radio', label: 'Attach a CV?', options: ['Yes##yes', 'No##no'] },
  { id: 3, type: 'File', label: 'CV' },
  { id: 4, type: 'File', label: '<b>Photo</b>' },
  { id: 5, type: 'File', label: 'Scan', accept: '.pdf, .docx' },
  { id: 6, type: 'Button', buttonText: 'Send' },
  { id: 7, type: 'File', label: 'Notes', maxFileMb: 1 },
];
// The CV question shows only when the visitor says yes.
const rules: Rule[] = [
  {
    id: 1,
    type: 'showHide',
    if: { field: 2, operator: 'equals', value: 'yes' },
    then: { command: 'show', field: 3, value: '' },
    fieldLink: false,
  },
];

describe.each(testDialects)('files of a submission (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    ({ server, owner, form } = await startPublishedForm(dialect, elements, rules));
  });
  afterAll(() => server.close());

  /** Posts, then checks that the form holds no more submissions, file rows nor stored bytes than before. */
  async function refused(
    uuid: string,
    formId: number,
    ...post: Parameters<typeof postMultipart> extends [unknown, unknown, ...infer R] ? R : never
  ) {
    const before = {
      submissions: await countRows(server, 'submissions', formId),
      files: await countRows(server, 'files', formId),
      stored: storedFiles(server).length,
    };
    const res = await postMultipart(server, uuid, ...post);
    expect({
      submissions: await countRows(server, 'submissions', formId),
      files: await countRows(server, 'files', formId),
      stored: storedFiles(server).length,
    }).toEqual(before);
    return { status: res.statusCode, message: res.json<{ message: string }>().message };
  }

  it('refuses files on a form without File questions, storing and counting nothing (F4)', async () => {
    const textOnly = await createPublishedForm(server, owner, [{ id: 1, type: 'TextBox', label: 'Comment' }]);
    const files = ['a', 'b', 'c'].map((name) => textFile('q_1', `${name}.txt`, 5 * MB));
    expect(await refused(textOnly.uuid, textOnly.id, [['q_1', 'Hello']], files)).toEqual({
      status: 400,
      message: "The file 'a.txt' was sent for a question that does not take files.",
    });
    const usage = await server.db.kysely
      .selectFrom('usages')
      .select('upload_bytes')
      .where('user_id', '=', owner.id)
      .executeTakeFirst();
    expect(Number(usage?.upload_bytes ?? 0)).toBe(0);
  });

  it('refuses a file for a question the answers hide, and takes it when shown (F4)', async () => {
    const hidden = await refused(
      form.uuid,
      form.id,
      [
        ['q_1', 'Ada'],
        ['q_2', 'no'],
      ],
      [{ field: 'q_3', name: 'cv.png', data: PNG }],
    );
    expect(hidden).toEqual({
      status: 400,
      message:
        "The file 'cv.png' was sent for 'CV', which your other answers hide. Remove the file or change your answers.",
    });
    const shown = await postMultipart(
      server,
      form.uuid,
      [
        ['q_1', 'Ada'],
        ['q_2', 'yes'],
      ],
      [{ field: 'q_3', name: 'cv.png', data: PNG }],
    );
    expect(shown.statusCode).toBe(201);
    expect(await countRows(server, 'files', form.id)).toBe(1);
  });

  it('without the script, a file for a hidden question brings the form back with every answer and the message there', async () => {
    const page = await postMultipart(
      server,
      form.uuid,
      [
        ['q_1', 'Ada'],
        ['q_2', 'no'],
      ],
      [{ field: 'q_3', name: 'cv.png', data: PNG }],
      { headers: { accept: 'text/html' } },
    );
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(formFields(page.body).filter(([name]) => name === 'q_1' || name === 'q_2')).toEqual([
      ['q_1', 'Ada'],
      ['q_2', 'no'],
    ]);
    expect(page.body).toContain('<form ');
    expect(
      page.body.match(/The file &#x27;cv.png&#x27; was sent for &#x27;CV&#x27;, which your other answers hide./g),
    ).toHaveLength(2);
  });

  it('takes one file per File question (F4)', async () => {
    const two = [PNG, PNG].map((data, i) => ({ field: 'q_4', name: `p${String(i)}.png`, data }));
    expect(await refused(form.uuid, form.id, [['q_1', 'Ada']], two)).toEqual({
      status: 400,
      message: "Only one file can be sent for 'Photo'.",
    });
  });

  it("follows the question's accept list by content, naming the question and its types", async () => {
    const refusal = (name: string) => `The file '${name}' cannot be sent: “Scan” accepts PDF and Word files.`;
    expect(
      await refused(form.uuid, form.id, [['q_1', 'Ada']], [{ field: 'q_5', name: 'scan.png', data: PNG }]),
    ).toEqual({ status: 400, message: refusal('scan.png') });
    // Named .pdf, but a PNG inside: the content decides, and nothing is kept.
    expect(
      await refused(form.uuid, form.id, [['q_1', 'Ada']], [{ field: 'q_5', name: 'scan.pdf', data: PNG }]),
    ).toEqual({ status: 400, message: refusal('scan.pdf') });
    // Plain text is a type the server takes, but not this question's.
    expect(await refused(form.uuid, form.id, [['q_1', 'Ada']], [textFile('q_5', 'scan.txt', 1000)])).toEqual({
      status: 400,
      message: refusal('scan.txt'),
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const fine = await postMultipart(server, form.uuid, [['q_1', 'Ada']], [{ field: 'q_5', name: 'scan', data: pdf }]);
    expect(fine.statusCode).toBe(201);
  });

  it('refuses a file in the visitor’s language on a form offered in it (docs/product.md, "Languages")', async () => {
    const bilingual = await createPublishedForm(
      server,
      owner,
      [
        { id: 1, type: 'File', label: 'Scan', accept: '.pdf,.docx' },
        { id: 2, type: 'File', label: 'Notes', maxFileMb: 1 },
      ] as Element[],
      [],
      { languages: { default: 'en', more: ['fr'], translations: {} } },
    );
    const french = { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } };
    const scan = await postMultipart(
      server,
      bilingual.uuid,
      [],
      [{ field: 'q_1', name: 'scan.png', data: PNG }],
      french,
    );
    expect(scan.statusCode).toBe(400);
    expect(scan.json<{ message: string }>().message).toBe(
      'Le fichier « scan.png » ne peut pas être envoyé : « Scan » accepte les fichiers PDF et Word.',
    );
    const notes = await postMultipart(server, bilingual.uuid, [], [textFile('q_2', 'notes.txt', MB + 1)], french);
    expect(notes.statusCode).toBe(413);
    expect(notes.json<{ message: string }>().message).toBe(
      'Le fichier « notes.txt » est trop volumineux : « Notes » accepte des fichiers de 1 Mo au plus.',
    );
  });

  it("keeps to the question's own largest file, naming the question and its limit (413)", async () => {
    expect(await refused(form.uuid, form.id, [['q_1', 'Ada']], [textFile('q_7', 'notes.txt', MB + 1)])).toEqual({
      status: 413,
      message: "The file 'notes.txt' is too large: “Notes” takes files of at most 1 MB.",
    });
    // Another question without a limit of its own takes the same file: the server's 10 MB.
    const other = await postMultipart(server, form.uuid, [['q_1', 'Ada']], [textFile('q_4', 'notes.txt', MB + 1)]);
    expect(other.statusCode).toBe(201);
    const fits = await postMultipart(server, form.uuid, [['q_1', 'Ada']], [textFile('q_7', 'notes.txt', MB)]);
    expect(fits.statusCode).toBe(201);
  });

  it('removes files already stored when the answers are refused afterwards', async () => {
    const before = storedFiles(server).length;
    const res = await postMultipart(server, form.uuid, [], [{ field: 'q_4', name: 'photo.png', data: PNG }]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual(['1']);
    expect(storedFiles(server).length).toBe(before);
  });

  it('caps the files of one submission at 50 MB with a 413 in words (F3)', async () => {
    const many = await createPublishedForm(
      server,
      owner,
      Array.from({ length: 6 }, (_, i): Element => ({ id: i + 1, type: 'File', label: `File ${String(i + 1)}` })),
    );
    const files = Array.from({ length: 6 }, (_, i) => textFile(`q_${String(i + 1)}`, `part${String(i)}.txt`, 9 * MB));
    expect(await refused(many.uuid, many.id, [], files)).toEqual({
      status: 413,
      message: 'The files of one submission may add up to at most 50 MB.',
    });
  });

  it("checks the owner's upload quota before reading a file and while it streams (F3)", async () => {
    const limited = await createUser(server, `limited-${dialect}@example.com`);
    const own = await createPublishedForm(server, limited, [{ id: 1, type: 'File', label: 'File' }]);
    const month = new Date().toISOString().slice(0, 7);
    // The free plan allows 100 MB a month: 1 MB is left, then nothing.
    await server.db.kysely
      .insertInto('usages')
      .values({ user_id: limited.id, month, submissions: 0, upload_bytes: 99 * MB })
      .execute();
    const full = "This form's storage for uploaded files is full. Please try again later or contact the form owner.";
    expect(await refused(own.uuid, own.id, [], [textFile('q_1', 'two.txt', 2 * MB)])).toEqual({
      status: 403,
      message: full,
    });
    await server.db.kysely
      .updateTable('usages')
      .set({ upload_bytes: 100 * MB })
      .where('user_id', '=', limited.id)
      .execute();
    expect(await refused(own.uuid, own.id, [], [{ field: 'q_1', name: 'dot.png', data: PNG }])).toEqual({
      status: 403,
      message: full,
    });
  });

  it('refuses a submitted image over 50 megapixels by its header', async () => {
    const big = await refused(
      form.uuid,
      form.id,
      [['q_1', 'Ada']],
      [{ field: 'q_4', name: 'huge.png', data: pngOfSize(10_000, 6_000) }],
    );
    expect(big).toEqual({ status: 400, message: "The image 'huge.png' is too large: at most 50 megapixels." });
    const jpeg = await refused(
      form.uuid,
      form.id,
      [['q_1', 'Ada']],
      [{ field: 'q_4', name: 'huge.jpg', data: jpegOfSize(9_000, 6_000) }],
    );
    expect(jpeg.status).toBe(400);
    const fine = await postMultipart(
      server,
      form.uuid,
      [['q_1', 'Ada']],
      [{ field: 'q_4', name: 'fine.png', data: pngOfSize(7_000, 7_000) }],
    );
    expect(fine.statusCode).toBe(201);
  });

  it('answers a malformed multipart body with 400 in words, keeping nothing (F11)', async () => {
    const before = { submissions: await countRows(server, 'submissions', form.id), stored: storedFiles(server).length };
    const post = (payload: string, contentType: string) =>
      anon(server).post(`/form/view/${form.uuid}`, payload, {
        headers: { 'content-type': contentType, accept: 'application/json' },
      });
    const part = (name: string, extra = '') =>
      `--b0undary\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`;
    for (const res of [
      await post(`${part('q_1')}Ada\r\n--b0undary--\r\n`, 'multipart/form-data'),
      await post(`${part('q_1')}Ada\r\n`, 'multipart/form-data; boundary=b0undary'),
      await post(
        `${part('q_1')}Ada\r\n${part('q_4', '; filename="a.png"')}${PNG.toString('latin1')}`,
        'multipart/form-data; boundary=b0undary',
      ),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The form data could not be read: it is incomplete or malformed. Please send the form again.',
      });
    }
    expect({
      submissions: await countRows(server, 'submissions', form.id),
      stored: storedFiles(server).length,
    }).toEqual(before);
  });
});
