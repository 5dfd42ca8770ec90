// @vitest-environment jsdom
import { EMPTY_LOGIC, createElement } from '@formbuilder/core';
import type { Form, FormLogic } from '@formbuilder/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORMS, renderEditor, savedForm, sentBody, serveForm, signIn } from '../editor/editor-test-kit';

function threePages(logic?: FormLogic): Form {
  return savedForm(5, (form) => {
    form.props.elements = [
      { ...createElement('TextBox', 1), label: 'Name' },
      { ...createElement('Radio', 2), label: 'Colour', options: ['Red##r', 'Blue##b'] },
      { ...createElement('PageBreak', 3) },
      { ...createElement('Email', 4), label: 'E-mail', required: true },
      { ...createElement('PageBreak', 5) },
      { ...createElement('TextBox', 6), label: 'Comments' },
      createElement('Button', 7),
    ];
    if (logic) form.props.logic = logic;
  });
}

async function open(path = '/editor/5/logic', form: Form = threePages()) {
  signIn();
  const fetchMock = serveForm(form, { [`PUT ${FORMS}`]: { body: { id: 5, updated_at: 'later' } } });
  renderEditor(path);
  await screen.findByRole('heading', { name: 'Logic', level: 2 });
  return fetchMock;
}

function openAt(path: string, form: Form = threePages()) {
  signIn();
  const fetchMock = serveForm(form, { [`PUT ${FORMS}`]: { body: { id: 5, updated_at: 'later' } } });
  renderEditor(path);
  return fetchMock;
}

async function savedLogic(fetchMock: Awaited<ReturnType<typeof open>>): Promise<unknown> {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('button', { name: 'Save' });
  return (sentBody(fetchMock, 'PUT', FORMS) as { props: { logic: unknown } }).props.logic;
}

const choose = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const group = (name: string) => screen.getByRole('group', { name });

describe('the Logic screen', () => {
  it('is a header tab after Rules, and maps the pages by key and name, in SVG and in words', async () => {
    await open();
    const tabs = within(screen.getByRole('navigation', { name: 'Editor' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Builder', 'Rules', 'Logic', 'Languages', 'Share', 'Design']);
    const words = screen.getByRole('list', { name: 'Map in words' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Page 1 · Name: goes on to Page 2 · E-mail.',
      'Page 2 · E-mail: goes on to Page 3 · Comments.',
      'Page 3 · Comments: ends the form.',
    ]);
    expect(document.querySelectorAll('.logic-map svg rect')).toHaveLength(3);
  });

  it('links each page box to its first question in the builder, and each ending box to its editor', async () => {
    await open(
      '/editor/5/logic',
      threePages({
        ...EMPTY_LOGIC,
        endings: [{ id: 'e1', name: 'Done', kind: 'thanks', conditions: [], match: 'all' }],
      }),
    );
    const map = screen.getByRole('group', { name: 'Pages and endings: each opens its editor' });
    const ending = within(map).getByRole('link', { name: 'Done (default): edit this ending' });
    expect(ending.getAttribute('href')).toBe('#logic-ending-e1');
    fireEvent.click(ending);
    expect(document.activeElement).toBe(within(group('Ending 1')).getByLabelText('Name'));
    fireEvent.click(within(map).getByRole('link', { name: 'Page 2 · E-mail: open in the builder' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/editor/5/builder/question/4/properties'),
    );
  });

  it('builds a jump after page 1 to page 3 when “Colour” is Blue, and warns that it skips a required question', async () => {
    const fetchMock = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add jump' }));
    const jump = group('Jump 1');
    expect([...within(jump).getByLabelText<HTMLSelectElement>('After').options].map((option) => option.text)).toEqual([
      'Page 1 · Name',
      'Page 2 · E-mail',
      'Page 3 · Comments',
    ]);
    choose(jump, 'Go to', 'page:5');
    fireEvent.click(within(jump).getByRole('button', { name: 'Add condition' }));
    const condition = within(jump).getByRole('group', { name: 'Condition 1' });
    choose(condition, 'Reads', 'answer:2');
    // A choice question offers the rule editor's operators for a choice, and its options as values.
    expect(
      [...within(condition).getByLabelText<HTMLSelectElement>('Operator').options].map((option) => option.text),
    ).toEqual(['is', 'is not', 'is empty', 'is filled']);
    choose(condition, 'Value', 'b');

    const skipped =
      'The jump after page 1 skips page 2, where “E-mail” is required: visitors who take it never answer it.';
    const warnings = screen.getByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByText(skipped)).toBeTruthy();
    expect(within(jump).getByText(skipped)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Map in words' })).getAllByRole('listitem')[0]?.textContent).toBe(
      'Page 1 · Name: jump 1 goes to Page 3 · Comments when “Colour” is “Blue”; otherwise goes on to Page 2 · E-mail.',
    );

    expect(await savedLogic(fetchMock)).toMatchObject({
      jumps: [
        {
          id: 'jump1',
          from: 0,
          to: { kind: 'page', page: 5 },
          match: 'all',
          conditions: [{ source: { kind: 'answer', question: 2 }, operator: 'equals', value: 'b' }],
        },
      ],
    });
  });

  it('adds a value whose id comes from its name and stays, and a calculation adding a choice’s score', async () => {
    const fetchMock = await open();
    expect(screen.getByText('Add a value first: a calculation changes a value.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New value name'), { target: { value: 'Total score' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add value' }));
    const value = group('Value 1');
    choose(value, 'Name', 'Score');
    choose(value, 'Starting value', '10');
    expect(within(value).getByText('{var:total_score}')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add calculation' }));
    const calculation = group('Calculation 1');
    choose(calculation, 'Action', 'add');
    choose(calculation, 'By', 'score');
    expect(
      [...within(calculation).getByLabelText<HTMLSelectElement>('Choice question').options].map((o) => o.text),
    ).toEqual(['Colour']);
    choose(calculation, 'Choice question', '2');

    expect(await savedLogic(fetchMock)).toMatchObject({
      variables: [{ id: 'total_score', name: 'Score', kind: 'number', initial: 10 }],
      updates: [{ id: 'calc1', variable: 'total_score', action: 'add', operand: { kind: 'score', question: 2 } }],
    });
  });

  it('says in words why a formula cannot be read', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('New value name'), { target: { value: 'Total' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add value' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add calculation' }));
    const calculation = group('Calculation 1');
    choose(calculation, 'By', 'formula');
    choose(calculation, 'Formula', '{score:2} * (2 +');
    expect(within(calculation).getByRole('alert').textContent).toBe(
      'The formula ends too soon: a number or a value is missing at its end.',
    );
    choose(calculation, 'Formula', '{score:2} * 2 $');
    expect(within(calculation).getByRole('alert').textContent).toBe('The formula cannot read “$” at character 15.');
    choose(calculation, 'Formula', '{score:2} * 2');
    expect(within(calculation).queryByRole('alert')).toBeNull();
  });

  it('adds two endings, the last the default, one chosen by a URL parameter and one redirecting', async () => {
    const fetchMock = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add ending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add ending' }));
    const first = group('Ending 1');
    const second = group('Ending 2');
    expect(within(second).getByText(/The default: shown when no other ending’s conditions hold/)).toBeTruthy();
    expect(within(first).queryByText(/The default/)).toBeNull();
    choose(first, 'Name', 'Pro');
    choose(first, 'Thank-you text', 'Welcome to Pro');
    fireEvent.click(within(first).getByRole('button', { name: 'Add condition' }));
    const condition = within(first).getByRole('group', { name: 'Condition 1' });
    choose(condition, 'Reads', 'param');
    choose(condition, 'Parameter name', 'plan');
    choose(condition, 'Value', 'pro');
    choose(second, 'Shows', 'redirect');
    choose(second, 'Redirect address', 'example.com');
    expect(within(second).getByRole('alert').textContent).toBe(
      'A redirect goes to an http or https address, such as https://example.com/thanks.',
    );
    choose(second, 'Redirect address', 'https://{{param:site}}/thanks');
    expect(within(second).getByRole('alert').textContent).toBe(
      'A recalled value can only come after the site (https://example.com/…): in the path, the query or the fragment.',
    );
    // The address recalls with the same @ picker as the other texts.
    const address = within(second).getByRole('textbox', { name: 'Redirect address' });
    fireEvent.change(address, { target: { value: 'https://example.com/thanks?name=@' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect((address as HTMLInputElement).value).toBe('https://example.com/thanks?name={{answer:1}}');
    expect(within(second).queryByRole('alert')).toBeNull();

    expect(await savedLogic(fetchMock)).toMatchObject({
      endings: [
        {
          id: 'ending1',
          name: 'Pro',
          kind: 'thanks',
          text: 'Welcome to Pro',
          conditions: [{ source: { kind: 'param', name: 'plan' }, operator: 'equals', value: 'pro' }],
        },
        {
          id: 'ending2',
          name: 'Ending 2',
          kind: 'redirect',
          url: 'https://example.com/thanks?name={{answer:1}}',
          conditions: [],
        },
      ],
    });
  });

  it('reorders and removes jumps; the first that holds wins', async () => {
    const fetchMock = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add jump' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add jump' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add jump' }));
    choose(group('Jump 2'), 'After', '3');
    expect(screen.getByRole('button', { name: 'Move jump 1 up' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move jump 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove jump 3' }));
    expect(await savedLogic(fetchMock)).toMatchObject({
      jumps: [
        { id: 'jump2', from: 3 },
        { id: 'jump1', from: 0 },
      ],
    });
  });

  it('shows the warnings of saved logic at the top and beside the item', async () => {
    await open(
      '/editor/5/logic',
      threePages({
        jumps: [{ id: 'back', from: 5, to: { kind: 'page', page: 3 }, match: 'all', conditions: [] }],
        variables: [],
        updates: [],
        endings: [
          { id: 'gone', name: 'Thanks', kind: 'thanks', text: 'Hi {{answer:99}}', match: 'all', conditions: [] },
        ],
        scores: {},
      }),
    );
    const warnings = within(screen.getByRole('region', { name: 'Warnings' })).getAllByRole('listitem');
    expect(warnings.map((item) => item.textContent)).toEqual([
      'The jump after page 3 goes back to page 2: with the same answers it would go round in circles, so it is never taken.',
      'The ending “Thanks” reads question 99, which is no longer in the form.',
    ]);
    expect(within(group('Jump 1')).getByText(/goes back to page 2/)).toBeTruthy();
    expect(within(group('Ending 1')).getByText(/reads question 99/)).toBeTruthy();
  });
});

describe('option scores', () => {
  it('gives each option of a choice question a score, saved in the logic by option value', async () => {
    const fetchMock = openAt('/editor/5/builder/question/2/properties');
    const scores = await screen.findByRole('group', { name: 'Scores' });
    fireEvent.change(within(scores).getByLabelText('Score of “Red”'), { target: { value: '1' } });
    fireEvent.change(within(scores).getByLabelText('Score of “Blue”'), { target: { value: '3' } });
    expect(await savedLogic(fetchMock)).toMatchObject({ scores: { '2': { r: 1, b: 3 } } });
  });

  it('is offered on choice questions only', async () => {
    openAt('/editor/5/builder/question/4/properties');
    await screen.findByRole('region', { name: 'Question Properties' });
    expect(screen.queryByRole('group', { name: 'Scores' })).toBeNull();
  });
});

describe('the @ recall picker', () => {
  it('inserts an earlier question’s token in a label, shown on the stage by the question’s name', async () => {
    openAt('/editor/5/builder/question/4/properties');
    const properties = await screen.findByRole('region', { name: 'Question Properties' });
    const label = within(properties).getByRole('textbox', { name: 'Label' });
    fireEvent.change(label, { target: { value: 'Thanks @' } });
    const list = screen.getByRole('listbox', { name: 'Recall' });
    // Only the questions before this one, then the URL parameter.
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name', 'Colour', 'URL parameter…']);
    expect(label.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]?.id);
    fireEvent.keyDown(label, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(label, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((label as HTMLInputElement).value).toBe('Thanks {{answer:2}}');
    expect(document.querySelector('.recall-chip')?.textContent).toBe('@Colour');
  });

  it('recalls in a Page Break’s button texts: the questions before it', async () => {
    openAt('/editor/5/builder/question/5/properties');
    const properties = await screen.findByRole('region', { name: 'Question Properties' });
    const next = within(properties).getByRole('textbox', { name: 'Next button text' });
    fireEvent.change(next, { target: { value: 'On, @' } });
    expect(
      within(screen.getByRole('listbox', { name: 'Recall' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name', 'Colour', 'E-mail', 'URL parameter…']);
    fireEvent.keyDown(next, { key: 'Enter' });
    expect((next as HTMLInputElement).value).toBe('On, {{answer:1}}');
    for (const name of ['Previous button text', 'Submit button text']) {
      const field = within(properties).getByRole('textbox', { name });
      fireEvent.change(field, { target: { value: '@' } });
      expect(screen.getByRole('listbox', { name: 'Recall' })).toBeTruthy();
      fireEvent.keyDown(field, { key: 'Escape' });
    }
  });

  it('filters by what is typed after @, closes on Escape, and inserts a URL parameter in an ending’s text', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add ending' }));
    const text = within(group('Ending 1')).getByRole('textbox', { name: 'Thank-you text' });
    fireEvent.change(text, { target: { value: 'Hi @' } });
    fireEvent.change(text, { target: { value: 'Hi @com' } });
    expect(
      within(screen.getByRole('listbox', { name: 'Recall' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Comments', 'URL parameter…']);
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(text, { target: { value: 'Hi @' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'URL parameter…' }));
    fireEvent.change(screen.getByLabelText('URL parameter name'), { target: { value: 'utm_source' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert parameter' }));
    expect((text as HTMLTextAreaElement).value).toBe('Hi {{param:utm_source}}');
  });
});
