import { describe, expect, it } from 'vitest';
import { createNewForm, type Element } from '@formbuilder/core';
import { startTestServer, testDialects } from '../test/test-server';
import { createUser } from '../test/factories';
import { anon, as } from '../test/requests';

// docs/product.md §B3 (Radio answerLabelText, answerExplanation; evaluationPageLabels) and §B4:
// the Results page shows each question's correct answer after its answerLabelText, its
// explanation, and Time as mm:ss of how long the visitor took, in the form's card.
const elements: Element[] = [
  {
    id: 1,
    type: 'Radio',
    label: '2 + 2?',
    options: ['Three##3', 'Four##4'],
    expectedAnswer: '4',
    answerLabelText: 'The answer is',
    answerExplanation: '<p>Two pairs make <em>four</em></p>',
  },
  { id: 2, type: 'Radio', label: 'Largest ocean?', options: ['Pacific', 'Atlantic'], expectedAnswer: 'Pacific' },
  { id: 3, type: 'Button', buttonText: 'Submit' },
];

describe.each(testDialects)('the Results page (%s)', (dialect) => {
  it('shows answerLabelText, the correct answer, the explanation and Time as mm:ss', async () => {
    const server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    try {
      const owner = await createUser(server, 'results@example.com');
      const form = createNewForm();
      form.props.elements = elements;
      const behaviour = form.props.integrations.find((i) => i.type === 'submitBehaviour') as { value: string };
      behaviour.value = 'Evaluate Form';
      form.props.design = { theme: 'gleam', colour: '#8e24aa' };
      const created = (await as(owner).post(`/api/users/${owner.id}/forms`, form)).json<{
        id: number;
        uuid: string;
      }>();
      await as(owner).post(`/api/users/${owner.id}/forms/${created.id}/publish`);
      const started = Date.now() - 272_000;
      const res = await anon(server).post(`/form/view/${created.uuid}`, `q_1=3&_started=${String(started)}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const page = await anon(server).get(res.headers.location as string);
      expect(page.statusCode).toBe(200);
      // in the form's own card and colour, as its page and the Thank You page
      expect(page.body).toMatch(
        /<div class="fb-form fb-form-message" style="[^"]*--fb-colour:#8e24aa[^"]*"><h1 class="fb-title">Thank you!<\/h1><dl class="fb-results">/,
      );
      expect(page.body).not.toContain('fb-message"');
      expect(page.body).toContain('Time</dt><dd>04:32</dd>');
      expect(page.body).toContain('<span class="fb-review-answer-label">The answer is</span> Four');
      expect(page.body).toContain('<p>Two pairs make <em>four</em></p>');
      expect(page.body).toContain('Incorrect: Three');
      // no answerLabelText: the correct answer still has a lead-in
      expect(page.body).toContain('<span class="fb-review-answer-label">Correct answer:</span> Pacific');
    } finally {
      await server.close();
    }
  });

  it('recalls the answers and the URL parameters in an explanation, escaped', async () => {
    const server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    try {
      const owner = await createUser(server, 'recall@example.com');
      const form = createNewForm();
      form.props.elements = [
        { id: 4, type: 'TextBox', label: 'Name' },
        {
          id: 1,
          type: 'Radio',
          label: '2 + 2?',
          options: ['Three##3', 'Four##4'],
          expectedAnswer: '4',
          answerExplanation: '<p>Sorry {{answer:4}}, from {{param:src}}: two pairs make four.</p>',
        },
        { id: 3, type: 'Button', buttonText: 'Submit' },
      ];
      const behaviour = form.props.integrations.find((i) => i.type === 'submitBehaviour') as { value: string };
      behaviour.value = 'Evaluate Form';
      const created = (await as(owner).post(`/api/users/${owner.id}/forms`, form)).json<{ id: number; uuid: string }>();
      await as(owner).post(`/api/users/${owner.id}/forms/${created.id}/publish`);
      const body = new URLSearchParams({ q_4: 'Ada <b>', q_1: '3', _params: 'src=news&other=x' }).toString();
      const res = await anon(server).post(`/form/view/${created.uuid}`, body, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const page = await anon(server).get(res.headers.location as string);
      expect(page.body).toContain('<p>Sorry Ada &lt;b&gt;, from news: two pairs make four.</p>');
    } finally {
      await server.close();
    }
  });
});
