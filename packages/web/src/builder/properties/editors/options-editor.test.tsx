// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../../editor/editor-test-kit';

async function openOptions(element: Element) {
  signIn();
  serveForm(savedForm(5, (form) => form.props.elements.splice(1, 0, element)));
  renderEditor(`/editor/5/builder/question/${element.id}/properties`);
  const panel = await screen.findByRole('region', { name: 'Question Properties' });
  return { panel, options: within(panel).getByRole('group', { name: 'Options' }) };
}

const texts = (options: HTMLElement) =>
  within(options)
    .getAllByRole<HTMLInputElement>('textbox', { name: /^Option \d+$/ })
    .map((input) => input.value);
/** The stage's choices of the open question: their shown text and submitted value. */
const stageChoices = (name: string) => {
  const item = screen
    .getAllByRole('listitem', { name })
    .find((li) => li.getAttribute('aria-current') === 'true') as HTMLElement;
  return [...item.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')].map(
    (input) => `${input.labels?.[0]?.textContent ?? ''}=${input.value}`,
  );
};

function paste(input: HTMLInputElement, text: string) {
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
  return event.defaultPrevented;
}

describe('options editor', () => {
  it('edits Single Choice options as a list: add, type, move up and down, remove', async () => {
    const { options } = await openOptions(createElement('Radio', 10));
    expect(texts(options)).toEqual(['Option 1', 'Option 2']);
    expect(within(options).getByRole<HTMLButtonElement>('button', { name: 'Move option 1 up' }).disabled).toBe(true);
    fireEvent.click(within(options).getByRole('button', { name: 'Add option' }));
    expect(texts(options)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(document.activeElement).toBe(within(options).getByRole('textbox', { name: 'Option 3' }));
    fireEvent.change(within(options).getByRole('textbox', { name: 'Option 3' }), { target: { value: 'Other' } });
    fireEvent.click(within(options).getByRole('button', { name: 'Move option 3 up' }));
    expect(texts(options)).toEqual(['Option 1', 'Other', 'Option 2']);
    fireEvent.click(within(options).getByRole('button', { name: 'Move option 1 down' }));
    expect(texts(options)).toEqual(['Other', 'Option 1', 'Option 2']);
    fireEvent.click(within(options).getByRole('button', { name: 'Remove option 2' }));
    expect(texts(options)).toEqual(['Other', 'Option 2']);
    expect(stageChoices('Single Choice')).toEqual(['Other=Other', 'Option 2=Option 2']);
  });

  it('pastes several lines into an option as one option per line; one line pastes as usual', async () => {
    const { options } = await openOptions(createElement('Checkbox', 10));
    const first = within(options).getByRole<HTMLInputElement>('textbox', { name: 'Option 1' });
    first.setSelectionRange(0, first.value.length);
    expect(paste(first, 'Newspaper\nFriend\n\nSearch engine\n')).toBe(true);
    expect(texts(options)).toEqual(['Newspaper', 'Friend', 'Search engine', 'Option 2']);
    expect(document.activeElement).toBe(within(options).getByRole('textbox', { name: 'Option 3' }));
    expect(stageChoices('Multiple Choice')).toEqual([
      'Newspaper=Newspaper',
      'Friend=Friend',
      'Search engine=Search engine',
      'Option 2=Option 2',
    ]);
    expect(paste(within(options).getByRole('textbox', { name: 'Option 4' }), 'one line')).toBe(false);
  });

  it("keeps the stored value under each option's collapsed Advanced part, in the display##value format", async () => {
    const { options } = await openOptions({ ...createElement('Dropdown', 10), options: ['Tea', 'Coffee##coffee'] });
    expect(texts(options)).toEqual(['Tea', 'Coffee']);
    expect(within(options).getByText('Stored as “coffee”')).toBeTruthy();
    const toggle = within(options).getByRole('button', { name: 'Advanced: stored value of option 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(options).queryByRole('textbox', { name: 'Advanced: stored value of option 1' })).toBeNull();
    fireEvent.click(toggle);
    const stored = within(options).getByRole<HTMLInputElement>('textbox', {
      name: 'Advanced: stored value of option 1',
    });
    expect(stored.value).toBe('');
    expect(stored.placeholder).toBe('Tea');
    fireEvent.change(stored, { target: { value: 'tea' } });
    // Renaming keeps the stored value; the Advanced part stays open while typing.
    fireEvent.change(within(options).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Green tea' } });
    expect(
      within(options).getByRole<HTMLInputElement>('textbox', { name: 'Advanced: stored value of option 1' }).value,
    ).toBe('tea');
    const select = screen
      .getAllByRole('listitem', { name: 'Dropdown' })
      .map((item) => item.querySelector('select'))
      .find(Boolean) as HTMLSelectElement;
    expect(
      [...select.options]
        .filter((option) => option.value !== '')
        .map((option) => `${option.textContent ?? ''}=${option.value}`),
    ).toEqual(['Green tea=tea', 'Coffee=coffee']);
    // Moving the option carries its open Advanced part with it.
    fireEvent.click(within(options).getByRole('button', { name: 'Move option 1 down' }));
    expect(
      within(options).getByRole<HTMLInputElement>('textbox', { name: 'Advanced: stored value of option 2' }).value,
    ).toBe('tea');
    fireEvent.change(within(options).getByRole('textbox', { name: 'Advanced: stored value of option 2' }), {
      target: { value: '' },
    });
    expect(texts(options)).toEqual(['Coffee', 'Green tea']);
    expect([...select.options].filter((option) => option.value !== '').map((option) => option.value)).toEqual([
      'coffee',
      'Green tea',
    ]);
  });

  it('undo brings back a removed option', async () => {
    const { options } = await openOptions({ ...createElement('Radio', 10), options: ['Yes##y', 'No##n', 'Maybe'] });
    fireEvent.click(within(options).getByRole('button', { name: 'Remove option 2' }));
    expect(texts(options)).toEqual(['Yes', 'Maybe']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      texts(
        within(screen.getByRole('region', { name: 'Question Properties' })).getByRole('group', { name: 'Options' }),
      ),
    ).toEqual(['Yes', 'No', 'Maybe']);
  });
});
