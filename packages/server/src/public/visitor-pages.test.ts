import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';

const quizProps = {
  elements: [
    {
      id: 1,
      type: 'Radio',
      label: '2 + 2?',
      options: ['3', '4'],
      expectedAnswer: '4',
      answerExplanation: '<p>Two pairs make four</p>',
      answerLabelText: 'Answer',
    },
    { id: 2, type: 'Checkbox', label: 'Primes?', options: ['2', '3', '4'], expectedAnswer: ['2', '3'] },
    { id: 3, type: 'Button', buttonText: 'Finish' },
  ],
  integrations: [{ type: 'submitBehaviour', value: 'Evaluate Form', active: true, paused: false }],
};

const thanksProps = (text: string) => ({
  ...createNewForm().props,
  integrations: [{ type: 'tyPageText', value: text, active: true, paused: false }],
});

const pageData = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="fb-form-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(testDialects)("what a visitor's pages give away (%s)", (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  const forms = () => `/api/users/${owner.id}/forms`;
  const view = (url: string, method: 'GET' | 'HEAD' = 'GET') => anon(server).request(method, url);
  async function create(title: string, props: unknown, isPrivate = 0): Promise<{ id: number; uuid: string }> {
    return (await as(owner).post(forms(), { id: null, title, private: isPrivate, props })).json();
  }
  const publish = (id: number) => as(owner).post(`${forms()}/${id}/publish`);
  const token = async (id: number, kind: 'access-token' | 'preview-token') =>
    (await as(owner).get(`${forms()}/${id}/${kind}`)).json<{
      token: string;
    }>().token;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  it("does not send a quiz's answers to the visitor, and still scores them on the server (F8)", async () => {
    const quiz = await create('Quiz', quizProps);
    await publish(quiz.id);
    const page = await view(`/form/view/${quiz.uuid}`);
    expect(page.statusCode).toBe(200);
    for (const secret of ['expectedAnswer', 'answerExplanation', 'answerLabelText', 'Two pairs make four'])
      expect(page.body).not.toContain(secret);
    const data = pageData(page.body) as { elements: Record<string, unknown>[] };
    expect(data.elements.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(data.elements[0]).toMatchObject({ type: 'Radio', options: ['3', '4'] });

    // The owner's preview of the draft gives nothing away either.
    const preview = await view(`/form/view/${quiz.uuid}?preview=true&token=${await token(quiz.id, 'preview-token')}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toContain('expectedAnswer');

    const submitted = await anon(server).post(
      `/form/view/${quiz.uuid}`,
      { q_1: '4', q_2: ['2', '4'] },
      { headers: { accept: 'application/json' } },
    );
    expect(submitted.statusCode).toBe(201);
    const result = await view(submitted.json<{ next: string }>().next);
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('50%');
  });

  it('answers the Thank You page of an unpublished form with the form page’s 404 (F10)', async () => {
    const draft = await create('Draft', thanksProps('Draft-only thanks'));
    const formPage = await view(`/form/view/${draft.uuid}`);
    const thanks = await view(`/form/view/${draft.uuid}/thanks`);
    expect(formPage.statusCode).toBe(404);
    expect(thanks.statusCode).toBe(404);
    expect(withoutNonce(thanks.body)).toBe(withoutNonce(formPage.body));
    expect(thanks.body).not.toContain('Draft-only thanks');
    expect((await view(`/form/view/${draft.uuid}/thanks?preview=true`)).statusCode).toBe(404);
    expect((await view(`/form/view/${draft.uuid}/thanks`, 'HEAD')).statusCode).toBe(404);
  });

  it('shows the published thank-you text, not a newer draft’s (F10)', async () => {
    const form = await create('Published', thanksProps('Published thanks'));
    await publish(form.id);
    const draft = (await as(owner).get(`${forms()}/${form.id}`)).json();
    draft.props.integrations = [{ type: 'tyPageText', value: 'Unpublished thanks', active: true, paused: false }];
    await as(owner).put(forms(), draft);
    const thanks = await view(`/form/view/${form.uuid}/thanks`);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Published thanks');
    expect(thanks.body).not.toContain('Unpublished thanks');
  });

  it("needs a private form's access token, as the form page does, and the submission carries it there (F10)", async () => {
    const secret = await create('Private', thanksProps('Private thanks'), 1);
    await publish(secret.id);
    const access = await token(secret.id, 'access-token');
    expect((await view(`/form/view/${secret.uuid}/thanks`)).statusCode).toBe(404);
    expect((await view(`/form/view/${secret.uuid}/thanks?access=guess`)).statusCode).toBe(404);
    expect((await view(`/form/view/${secret.uuid}/thanks?access=${access}`)).body).toContain('Private thanks');

    // The page without JavaScript posts, and is sent on to a Thank You page it may see.
    const posted = await anon(server).post(`/form/view/${secret.uuid}?access=${access}`, 'q_1=Ada', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/form/view/${secret.uuid}/thanks?access=${access}`);
    expect((await view(String(posted.headers.location))).statusCode).toBe(200);
  });

  it("sends the owner's preview submission to a Thank You page it may see", async () => {
    const form = await create('Previewed', thanksProps('Preview thanks'));
    const preview = await token(form.id, 'preview-token');
    const posted = await anon(server).post(
      `/form/view/${form.uuid}?preview=true&token=${preview}`,
      { q_1: 'x' },
      { headers: { accept: 'application/json' } },
    );
    expect(posted.statusCode).toBe(201);
    const next = posted.json<{ next: string }>().next;
    expect(next).toBe(`/form/view/${form.uuid}/thanks?preview=true&token=${preview}`);
    const thanks = await view(next);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Preview thanks');
  });
});
