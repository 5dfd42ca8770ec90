import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';
import { plain, quiz, quote } from './logic-testing';
import { postMultipart, storedFiles } from './intake-testing';

// The intake is the authority on a form's logic (docs/product.md, "Logic"): it works out the path,
// the values and the ending again from what was posted, checks and keeps only the pages taken,
// stores the values and the ending, and sends the visitor on to the ending chosen.

interface Answer {
  message: string;
  submissionId: number;
  next: string;
  ending?: { id: string; name: string; kind: string };
}

describe.each(testDialects)('a form with logic at the intake (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  const forms = () => `/api/users/${owner.id}/forms`;
  async function published(props: unknown): Promise<{ id: number; uuid: string }> {
    const res = await as(owner).post(forms(), { id: null, title: 'Logic', private: 0, props });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const form = res.json<{ id: number; uuid: string }>();
    await as(owner).post(`${forms()}/${form.id}/publish`);
    return form;
  }
  const postJson = (uuid: string, body: Record<string, unknown>) =>
    anon(server).post(`/form/view/${uuid}`, body, { headers: { accept: 'application/json' } });
  /** As a browser without the script posts the page: urlencoded, HTML wanted. */
  const postPlain = (uuid: string, body: Record<string, string>) =>
    anon(server).post(`/form/view/${uuid}`, new URLSearchParams(body).toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
  const stored = (id: number) =>
    server.db.kysely
      .selectFrom('submissions')
      .select(['variables', 'ending', 'result_token'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const entries = async (id: number) =>
    Object.fromEntries(
      (
        await server.db.kysely
          .selectFrom('entries')
          .select(['question_id', 'value'])
          .where('submission_id', '=', id)
          .execute()
      ).map((e) => [String(e.question_id), e.value]),
    );

  let quizForm: { id: number; uuid: string };
  let quoteForm: { id: number; uuid: string };
  let plainForm: { id: number; uuid: string };
  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    quizForm = await published(quiz);
    quoteForm = await published(quote);
    plainForm = await published(plain);
  });
  afterAll(() => server.close());

  it('scores a quiz, stores the total and the ending, and answers with the ending and where to go', async () => {
    const res = await postJson(quizForm.uuid, { q_1: 'paris', q_2: '4' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<Answer>();
    expect(answer.ending).toEqual({ id: 'passed', name: 'Passed', kind: 'thanks' });
    const row = await stored(answer.submissionId);
    expect(JSON.parse(row.variables ?? 'null')).toEqual({ total: 2 });
    expect(row.ending).toBe('passed');
    expect(row.result_token).toMatch(/^[\w-]{20,}$/);
    expect(answer.next).toBe(`/form/view/${quizForm.uuid}/thanks?ending=${row.result_token}`);

    const shown = await anon(server).get(answer.next);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const thanks = shown.body;
    expect(thanks).toContain('You passed with 2 points, <b>Paris</b> was right.');
    expect(thanks).not.toContain('<script>alert');
    expect(thanks).not.toContain('Your submission has been received.');
  });

  it('chooses the default ending when the total is low, and without the script goes there with a 303', async () => {
    const res = await postPlain(quizForm.uuid, { q_1: 'lyon', q_2: '4' });
    expect(res.statusCode).toBe(303);
    const next = String(res.headers.location);
    expect(next).toMatch(new RegExp(`^/form/view/${quizForm.uuid}/thanks\\?ending=[\\w-]{20,}$`));
    expect((await anon(server).get(next)).body).toContain('Only 1: try again.');
  });

  it('answers a retry with the same key with the same ending and the same next', async () => {
    const headers = { accept: 'application/json', 'idempotency-key': 'logic-retry-0001' };
    const first = await anon(server).post(`/form/view/${quizForm.uuid}`, { q_1: 'paris', q_2: '4' }, { headers });
    const again = await anon(server).post(`/form/view/${quizForm.uuid}`, { q_1: 'paris', q_2: '4' }, { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Answer>()).toEqual(first.json<Answer>());
    expect(first.json<Answer>().ending?.id).toBe('passed');
  });

  it('shows the ordinary Thank You page for a wrong or absent token', async () => {
    const wrong = (await anon(server).get(`/form/view/${quizForm.uuid}/thanks?ending=${'x'.repeat(32)}`)).body;
    expect(wrong).toContain('Your submission has been received.');
    expect(wrong).not.toContain('try again');
    const odd = (await anon(server).get(`/form/view/${quizForm.uuid}/thanks?ending=%3Cb%3E`)).body;
    expect(odd).toContain('Your submission has been received.');
  });

  it('escapes a recalled answer in the ending', async () => {
    const res = await postJson(quoteForm.uuid, { q_1: '<img src=x onerror=alert(1)>', q_2: 'no', q_6: '3' });
    expect(res.statusCode, res.body).toBe(201);
    const page = (await anon(server).get(res.json<Answer>().next)).body;
    expect(page).toContain('Dear &lt;img src=x onerror=alert(1)&gt;, your price is 30');
    expect(page).not.toContain('<img src=x');
  });

  it('jumps past a page: its required question is not required and its answer is dropped; the price and the name are recalled', async () => {
    const res = await postJson(quoteForm.uuid, {
      q_1: 'Ada',
      q_2: 'no',
      q_4: '99',
      q_6: '3',
      _params: 'utm_source=news',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<Answer>();
    expect(answer.ending).toEqual({ id: 'quote', name: 'Your quote', kind: 'thanks' });
    expect(await entries(answer.submissionId)).toEqual({ '1': 'Ada', '2': 'no', '6': '3' });
    expect(JSON.parse((await stored(answer.submissionId)).variables ?? 'null')).toEqual({ price: 30 });
    // The URL parameters the form names are stored with it: the ending shown later recalls them.
    expect((await anon(server).get(answer.next)).body).toContain('Dear Ada, your price is 30 (from news).');
  });

  it('drops a file sent for a question on a skipped page, and keeps it when the page is taken', async () => {
    const withFile = await published({
      ...quote,
      elements: [
        ...quote.elements.slice(0, 3),
        { id: 8, type: 'File', label: 'Brief' },
        ...quote.elements.slice(3).map((element) => (element.id === 4 ? { ...element, required: false } : element)),
      ],
    });
    const brief = { field: 'q_8', name: 'brief.txt', data: Buffer.from('rush!'), type: 'text/plain' };
    const skipped = await postMultipart(
      server,
      withFile.uuid,
      [
        ['q_1', 'Ada'],
        ['q_2', 'no'],
        ['q_6', '3'],
      ],
      [brief],
    );
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(storedFiles(server)).toEqual([]);
    expect(await entries(skipped.json<Answer>().submissionId)).toEqual({ '1': 'Ada', '2': 'no', '6': '3' });
    const taken = await postMultipart(
      server,
      withFile.uuid,
      [
        ['q_1', 'Ada'],
        ['q_2', 'yes'],
        ['q_6', '3'],
      ],
      [brief],
    );
    expect(taken.statusCode, taken.body).toBe(201);
    expect(storedFiles(server)).toHaveLength(1);
  });

  it('checks the pages the path takes: the rush page is required when taken', async () => {
    const res = await postJson(quoteForm.uuid, { q_1: 'Ada', q_2: 'yes', q_6: '3' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual(['4']);
    const taken = await postJson(quoteForm.uuid, { q_1: 'Ada', q_2: 'yes', q_4: '5', q_6: '3' });
    expect(taken.statusCode).toBe(201);
    expect(await entries(taken.json<Answer>().submissionId)).toEqual({ '1': 'Ada', '2': 'yes', '4': '5', '6': '3' });
    expect(JSON.parse((await stored(taken.json<Answer>().submissionId)).variables ?? 'null')).toEqual({ price: 35 });
  });

  it('sends a redirect ending to its address with the recalled values URL-encoded, as JSON and without the script', async () => {
    const res = await postJson(quoteForm.uuid, {
      q_1: 'Ada / Lovelace?&x=1',
      q_2: 'no',
      q_6: '200',
      _params: 'utm_source=news letter&other=dropped',
    });
    expect(res.json<Answer>()).toMatchObject({
      next: 'https://sales.example.com/call/Ada%20%2F%20Lovelace%3F%26x%3D1?price=2000&from=news%20letter',
      ending: { id: 'big', name: 'Call us', kind: 'redirect' },
    });
    const plainPost = await postPlain(quoteForm.uuid, { q_1: '//evil.example', q_2: 'no', q_6: '200' });
    expect(plainPost.statusCode).toBe(303);
    expect(plainPost.headers.location).toBe('https://sales.example.com/call/%2F%2Fevil.example?price=2000&from=');
  });

  it('stores the URL parameters the form names, and only those', async () => {
    const res = await postJson(quoteForm.uuid, {
      q_1: 'Ada',
      q_2: 'no',
      q_6: '2',
      _params: `utm_source=${'m'.repeat(600)}&secret=token&gclid=abc`,
    });
    const row = await server.db.kysely
      .selectFrom('submissions')
      .select(['params'])
      .where('id', '=', res.json<Answer>().submissionId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.params ?? 'null')).toEqual({ utm_source: 'm'.repeat(500) });
    const none = await postJson(quoteForm.uuid, { q_1: 'Ada', q_2: 'no', q_6: '2', _params: 'secret=token' });
    const noneRow = await server.db.kysely
      .selectFrom('submissions')
      .select(['params'])
      .where('id', '=', none.json<Answer>().submissionId)
      .executeTakeFirstOrThrow();
    expect(noneRow.params).toBeNull();
  });

  it('refuses in words a redirect ending that recalls a value in its site, and saves nothing', async () => {
    const props = {
      ...quote,
      logic: {
        ...quote.logic,
        endings: [{ id: 'away', name: 'Away', kind: 'redirect', url: 'https://{{param:site}}/thanks' }],
      },
    };
    const res = await as(owner).post(forms(), { id: null, title: 'Bad', private: 0, props });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(
      'A recalled value can only be in a redirect address’s path, query or fragment',
    );
  });

  it("allows a redirect ending's site in the form page's form-action", async () => {
    const page = await anon(server).get(`/form/view/${quoteForm.uuid}`);
    expect(String(page.headers['content-security-policy'])).toMatch(
      /form-action 'self' https:\/\/sales\.example\.com(;|$)/,
    );
  });

  it('keeps a form without logic as it was: no values, no ending, the plain Thank You page', async () => {
    const res = await postJson(plainForm.uuid, { q_1: 'Ada', _params: 'utm_source=x' });
    expect(res.statusCode).toBe(201);
    const answer = res.json<Answer>();
    expect(answer).toEqual({
      message: 'Thank you!',
      submissionId: answer.submissionId,
      next: `/form/view/${plainForm.uuid}/thanks`,
    });
    expect(await stored(answer.submissionId)).toEqual({ variables: null, ending: null, result_token: null });
    expect((await postJson(plainForm.uuid, {})).statusCode).toBe(400);
  });
});
