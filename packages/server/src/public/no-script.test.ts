import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import type { TestServer } from '../test/test-server';
import { formFields, postPage } from '../test/html-form';
import { startPublishedForm } from '../submissions/intake-testing';

// The public page in a browser without JavaScript: what its script would do for the
// visitor, the server does.

async function storedEntries(server: TestServer, formId: number): Promise<Record<number, string | null>> {
  const submission = await server.db.kysely.selectFrom('submissions').select('id').where('form_id', '=', formId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const entries = await server.db.kysely.selectFrom('entries').select(['question_id', 'value']).where('submission_id', '=', submission.id).execute();
  return Object.fromEntries(entries.map((entry) => [entry.question_id, entry.value]));
}

describe('URL Parameter questions without the script', () => {
  const elements: Element[] = [
    { id: 1, type: 'TextBox', label: 'Name' },
    { id: 2, type: 'URLParam', label: 'Referrer', searchUrlParam: 'ref', hidden: true },
    { id: 3, type: 'URLParam', label: 'Campaign', searchUrlParam: 'campaign', hidden: false },
    { id: 4, type: 'Button', buttonText: 'Send' },
  ];
  let server: TestServer;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    ({ server, form } = await startPublishedForm('sqlite', elements));
  });
  afterAll(() => server.close());

  const view = (search: string) => server.app.inject({ method: 'GET', url: `/form/view/${form.uuid}${search}` });
  const value = (html: string, name: string) => formFields(html).find(([field]) => field === name)?.[1];

  it('draws the values of the page address into the questions, escaped, and the plain post stores them', async () => {
    const hostile = '"><script>alert(1)</script>';
    const page = await view(`?ref=${encodeURIComponent(hostile)}&campaign=spring&campaign=autumn`);
    expect(page.statusCode).toBe(200);
    expect(value(page.body, 'q_2')).toBe(hostile);
    // The first value, as the page's script reads it (URLSearchParams.get).
    expect(value(page.body, 'q_3')).toBe('spring');
    expect(page.body).not.toContain('<script>alert(1)');

    const sent = await postPage(server, page.body, { q_1: ['Ada'] });
    expect(sent.statusCode).toBe(303);
    expect(await storedEntries(server, form.id)).toEqual({ 1: 'Ada', 2: hostile, 3: 'spring' });
  });

  it('keeps each view to its own address: a view without the parameters is empty again', async () => {
    expect(value((await view('?ref=first')).body, 'q_2')).toBe('first');
    const plain = await view('');
    expect(value(plain.body, 'q_2')).toBe('');
    expect(value((await view('?other=1')).body, 'q_3')).toBe('');
    expect(value((await view('?ref=second')).body, 'q_2')).toBe('second');
  });
});
