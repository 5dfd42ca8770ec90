import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element, Rule } from '@formbuilder/core';
import { UNDECIDED_NOTE } from '@formbuilder/renderer';
import type { TestServer } from '../test/test-server';
import { formFields, postPage, submitButtons } from '../test/html-form';
import { startPublishedForm } from '../submissions/intake-testing';
import { anon } from '../test/requests';

// The public page in a browser without JavaScript: what its script would do for the
// visitor, the server does.

async function storedEntries(server: TestServer, formId: number): Promise<Record<number, string | null>> {
  const submission = await server.db.kysely
    .selectFrom('submissions')
    .select('id')
    .where('form_id', '=', formId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const entries = await server.db.kysely
    .selectFrom('entries')
    .select(['question_id', 'value'])
    .where('submission_id', '=', submission.id)
    .execute();
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

  const view = (search: string) => anon(server).get(`/form/view/${form.uuid}${search}`);
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

/** The pages a visitor sees: the sections without the hidden attribute. */
const shownPages = (html: string) =>
  [...html.matchAll(/<section [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/ hidden=/.test(tag))
    .map((tag) => Number(/data-page="(\d+)"/.exec(tag)?.[1]));
/** The questions the page shows (frames without the hidden attribute), by id. */
const shownQuestions = (html: string) =>
  [...html.matchAll(/<div class="fb-element[^"]*" data-element-id="(\d+)"[^>]*>/g)]
    .filter(([tag]) => !/ hidden=/.test(tag))
    .map(([, id]) => Number(id));

describe('show/hide rules without the script: the server takes the visitor page by page', () => {
  // 'Pet name' (page 2) shows when 'Any pets?' (page 1) is yes; 'Why not?' shows on the same page as its condition.
  const elements: Element[] = [
    { id: 1, type: 'TextBox', label: 'Your name', required: true, requiredText: 'Please tell us your name.' },
    { id: 2, type: 'Radio', label: 'Any pets?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'PageBreak', nextButtonText: 'Onwards', previousButtonText: 'Back' },
    { id: 4, type: 'TextBox', label: 'Pet name', required: true, requiredText: 'Please name your pet.' },
    { id: 5, type: 'PageBreak' },
    { id: 6, type: 'Radio', label: 'Newsletter?', options: ['Yes##yes', 'No##no'] },
    { id: 7, type: 'TextBox', label: 'Why not?' },
    { id: 8, type: 'Button', buttonText: 'Send' },
  ];
  const rules: Rule[] = [
    {
      id: 1,
      type: 'showHide',
      if: { field: 2, operator: 'equals', value: 'yes' },
      then: { command: 'show', field: 4, value: '' },
      fieldLink: false,
    },
    {
      id: 2,
      type: 'showHide',
      if: { field: 6, operator: 'equals', value: 'no' },
      then: { command: 'show', field: 7, value: '' },
      fieldLink: false,
    },
  ];
  let server: TestServer;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    ({ server, form } = await startPublishedForm('sqlite', elements, rules));
  });
  afterAll(() => server.close());

  const NEXT: [string, string] = ['_step', 'next'];
  const PREVIOUS: [string, string] = ['_step', 'previous'];
  const value = (html: string, name: string) => formFields(html).find(([field]) => field === name)?.[1];

  it('shows the first page alone, with Next as a button to the server', async () => {
    const page = await anon(server).get(`/form/view/${form.uuid}`);
    expect(shownPages(page.body)).toEqual([1]);
    expect(submitButtons(page.body)).toEqual([{ text: 'Onwards', name: '_step', value: 'next' }]);
    expect(value(page.body, '_page')).toBe('1');
  });

  it('checks the page on Next, skips the page the rules empty, goes back the same way, and stores the answers the rules keep', async () => {
    const first = (await anon(server).get(`/form/view/${form.uuid}`)).body;
    const key = value(first, '_idempotency');

    const refused = await postPage(server, first, { q_2: ['no'] }, NEXT);
    expect(refused.statusCode).toBe(400);
    expect(shownPages(refused.body)).toEqual([1]);
    expect(refused.body).toContain('Please tell us your name.');
    expect(value(refused.body, 'q_2')).toBe('no');

    // No pets: page 2 holds only the pet's name, which the rules hide.
    const third = await postPage(server, refused.body, { q_1: ['Ada'] }, NEXT);
    expect(third.statusCode).toBe(200);
    expect(shownPages(third.body)).toEqual([3]);
    expect(value(third.body, '_page')).toBe('3');
    expect(value(third.body, '_idempotency')).toBe(key);
    expect(shownQuestions(third.body)).toEqual(expect.arrayContaining([6, 7]));
    expect(shownQuestions(third.body)).not.toContain(4);
    expect(submitButtons(third.body).map((button) => button.text)).toEqual(['Previous', 'Send']);
    // 'Why not?' depends on this page: it shows, saying its answer may not be kept.
    expect(third.body.match(new RegExp(UNDECIDED_NOTE, 'g'))).toHaveLength(1);

    const back = await postPage(server, third.body, {}, PREVIOUS);
    expect(shownPages(back.body)).toEqual([1]);
    expect(value(back.body, 'q_1')).toBe('Ada');

    // With pets, page 2 asks for the name, and checks it.
    const second = await postPage(server, back.body, { q_2: ['yes'] }, NEXT);
    expect(shownPages(second.body)).toEqual([2]);
    expect(shownQuestions(second.body)).toContain(4);
    // The pet's name is asked because of page 1: nothing to say about it.
    expect(second.body).not.toContain(UNDECIDED_NOTE);
    const unnamed = await postPage(server, second.body, {}, NEXT);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain('Please name your pet.');
    const last = await postPage(server, unnamed.body, { q_4: ['Rex'] }, NEXT);
    expect(shownPages(last.body)).toEqual([3]);

    // Enter in a field of the last page presses the first submit button, page 1's hidden Next: it sends.
    const sent = await postPage(server, last.body, { q_6: ['yes'] }, NEXT);
    expect(sent.statusCode).toBe(303);
    expect(await storedEntries(server, form.id)).toEqual({ 1: 'Ada', 2: 'yes', 4: 'Rex', 6: 'yes' });
  });

  it('counts a start and each page first reached for the statistics, once per visit whichever way it goes', async () => {
    const progress = async () => {
      await server.progress.flush();
      const rows = await server.db.kysely
        .selectFrom('form_progress')
        .select(['page', 'n'])
        .where('form_id', '=', form.id)
        .orderBy('page')
        .execute();
      return rows.map((row) => [row.page, Number(row.n)]);
    };
    const before = await progress();
    const first = (await anon(server).get(`/form/view/${form.uuid}`)).body;
    expect(value(first, '_began')).toBeUndefined();
    // Yes to pets: page 2 is reached, with the start.
    const second = await postPage(server, first, { q_1: ['Ada'], q_2: ['yes'] }, NEXT);
    expect(shownPages(second.body)).toEqual([2]);
    expect([value(second.body, '_began'), value(second.body, '_reached')]).toEqual(['1', '2']);
    const backAgain = await postPage(server, second.body, {}, PREVIOUS);
    const secondAgain = await postPage(server, backAgain.body, {}, NEXT);
    expect(shownPages(secondAgain.body)).toEqual([2]);
    const third = await postPage(server, secondAgain.body, { q_4: ['Rex'] }, NEXT);
    expect(shownPages(third.body)).toEqual([3]);
    expect(value(third.body, '_reached')).toBe('3');
    const counted = new Map((await progress()).map(([page, n]) => [page, n]));
    const was = new Map(before.map(([page, n]) => [page, n]));
    for (const page of [1, 2, 3]) expect(counted.get(page), `page ${String(page)}`).toBe((was.get(page) ?? 0) + 1);
    // Flushed once: a second flush adds nothing.
    expect(await progress()).toEqual([...counted]);
  });

  it('a refused Submit opens the page of its first message, keeps every answer and names the ones the rules drop', async () => {
    const first = (await anon(server).get(`/form/view/${form.uuid}`)).body;
    const last = await postPage(server, first, { q_1: ['Ada'], q_2: ['yes'], q_4: ['Rex'] }, NEXT).then((page) =>
      postPage(server, page.body, {}, NEXT),
    );
    expect(shownPages(last.body)).toEqual([3]);
    // The name is emptied on a hidden page (as a stale page might send it), and 'Why not?' is answered though the newsletter is wanted.
    const refused = await postPage(server, last.body, { q_1: [], q_6: ['yes'], q_7: ['Too many mails'] });
    expect(refused.statusCode).toBe(400);
    expect(shownPages(refused.body)).toEqual([1]);
    expect(refused.body).toContain('Please tell us your name.');
    expect(refused.body).toContain(
      'Your answer to &#x27;Why not?&#x27; will not be kept: your other answers skip that question.',
    );
    expect(value(refused.body, 'q_7')).toBe('Too many mails');
    expect(value(refused.body, 'q_4')).toBe('Rex');
  });
});

describe('show/hide rules without the script on a one-page form', () => {
  // The rule reads a question on the same page: without the script it cannot hide anything.
  const elements: Element[] = [
    { id: 1, type: 'TextBox', label: 'Your name', required: true, requiredText: 'Please tell us your name.' },
    { id: 2, type: 'Radio', label: 'Any pets?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'TextBox', label: 'Pet name' },
    { id: 4, type: 'Button', buttonText: 'Send' },
  ];
  const rules: Rule[] = [
    {
      id: 1,
      type: 'showHide',
      if: { field: 2, operator: 'equals', value: 'yes' },
      then: { command: 'show', field: 3, value: '' },
      fieldLink: false,
    },
  ];
  let server: TestServer;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    ({ server, form } = await startPublishedForm('sqlite', elements, rules));
  });
  afterAll(() => server.close());

  it('a refused page shows every question with every answer, and names the answers the rules drop', async () => {
    const page = (await anon(server).get(`/form/view/${form.uuid}`)).body;
    expect(shownQuestions(page)).toEqual([1, 2, 3]);
    expect(page.match(new RegExp(UNDECIDED_NOTE, 'g'))).toHaveLength(1);
    const refused = await postPage(server, page, { q_2: ['no'], q_3: ['Rex'] });
    expect(refused.statusCode).toBe(400);
    expect(shownQuestions(refused.body)).toEqual([1, 2, 3]);
    expect(refused.body).toContain(
      'Please correct the highlighted questions. Your answer to &#x27;Pet name&#x27; will not be kept: your other answers skip that question.',
    );
    const sent = Object.fromEntries(formFields(refused.body).filter(([name]) => name.startsWith('q_')));
    expect(sent).toEqual({ q_1: '', q_2: 'no', q_3: 'Rex' });
  });
});

describe('answers of every kind go from page to page without the script', () => {
  const elements: Element[] = [
    { id: 1, type: 'Name', label: 'Name' },
    { id: 2, type: 'Checkbox', label: 'Pets', options: ['Cat##cat', 'Dog##dog', 'Fish##fish'] },
    { id: 3, type: 'DateTime', label: 'When', dtStart: true, dtEnd: true },
    { id: 4, type: 'Phone', label: 'Phone' },
    { id: 5, type: 'Dropdown', label: 'Colour', options: ['Red##r', 'Blue##b'] },
    { id: 6, type: 'RatingScale', label: 'Rating' },
    { id: 7, type: 'TextArea', label: 'Notes' },
    { id: 8, type: 'PageBreak' },
    { id: 9, type: 'TextBox', label: 'Why blue?' },
    { id: 10, type: 'Button', buttonText: 'Send' },
  ];
  const rules: Rule[] = [
    {
      id: 1,
      type: 'showHide',
      if: { field: 5, operator: 'equals', value: 'b' },
      then: { command: 'show', field: 9, value: '' },
      fieldLink: false,
    },
  ];
  let server: TestServer;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    ({ server, form } = await startPublishedForm('sqlite', elements, rules));
  });
  afterAll(() => server.close());

  it('stores what a one-page post of the same answers stores', async () => {
    const answers: Record<string, string[]> = {
      'q_1.firstName': ['Ada'],
      'q_1.lastName': ['Lovelace'],
      q_2: ['cat', 'fish'],
      'q_3.start': ['2026-07-01T10:30'],
      'q_3.end': ['2026-07-02T11:00'],
      q_5: ['b'],
      q_6: ['4'],
      q_7: ['Line one\nline two'],
    };
    const first = (await anon(server).get(`/form/view/${form.uuid}`)).body;
    const second = await postPage(server, first, answers, ['_step', 'next']);
    expect(shownPages(second.body)).toEqual([2]);
    expect(await postPage(server, second.body, { q_9: ['It is calm'] }).then((sent) => sent.statusCode)).toBe(303);
    const paged = await storedEntries(server, form.id);

    const direct = await postPage(server, first, { ...answers, q_9: ['It is calm'] });
    expect(direct.statusCode).toBe(303);
    expect(paged).toEqual(await storedEntries(server, form.id));
    expect(
      Object.keys(paged)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 5, 6, 7, 9]);
  });
});
