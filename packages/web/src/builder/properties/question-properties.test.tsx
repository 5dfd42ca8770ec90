// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';
import type { FakeRoutes } from '../../testing/render-app';

/** Opens the properties of a form holding `element` (id 10) before the button. */
async function openProperties(element: Element, routes: FakeRoutes = {}) {
  signIn();
  serveForm(
    savedForm(5, (form) => form.props.elements.splice(1, 0, element)),
    routes,
  );
  renderEditor(`/editor/5/builder/question/${element.id}/properties`);
  return screen.findByRole('region', { name: 'Question Properties' });
}

/** The stage element whose properties are open. */
const stageItem = (name: string) =>
  screen.getAllByRole('listitem', { name }).find((item) => item.getAttribute('aria-current') === 'true') as HTMLElement;

describe('question properties', () => {
  it('Short Text: sublabel, placeholder, required with its message (default in settings), max length', async () => {
    const panel = await openProperties(createElement('TextBox', 10));
    expect(within(panel).queryByLabelText('Required message')).toBeNull();
    fireEvent.click(within(panel).getByLabelText('Required'));
    expect(within(panel).getByLabelText<HTMLInputElement>('Required message').value).toBe('Required field');
    fireEvent.change(within(panel).getByLabelText('Placeholder'), { target: { value: 'Your answer' } });
    expect(stageItem('Short Text').querySelector('input')?.getAttribute('placeholder')).toBe('Your answer');
    fireEvent.change(within(panel).getByLabelText('Maximum length'), { target: { value: '12' } });
    expect(stageItem('Short Text').querySelector('input')?.getAttribute('maxlength')).toBe('12');
    fireEvent.change(within(panel).getByLabelText('Maximum length'), { target: { value: 'abc' } });
    expect(within(panel).getByLabelText<HTMLInputElement>('Maximum length').value).toBe('12');
  });

  it('Single Choice: the type and label as its title, options with stored values, unselect button text, correct answer', async () => {
    const panel = await openProperties({ ...createElement('Radio', 10), label: '<p>Are you <b>coming</b> today?</p>' });
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Single Choice');
    expect(within(panel).getByText('Are you coming today?')).toBeTruthy();
    expect(within(panel).queryByText(/id 10/)?.closest('.properties__id')).toBeTruthy();
    const options = within(panel).getByRole('group', { name: 'Options' });
    fireEvent.change(within(options).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Yes##y' } });
    fireEvent.change(within(options).getByRole('textbox', { name: 'Option 2' }), { target: { value: 'No##n' } });
    expect(
      within(stageItem('Are you coming today?'))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['y', 'n']);
    expect(within(stageItem('Are you coming today?')).getByText('Yes')).toBeTruthy();
    expect(within(panel).queryByLabelText('Clear selection button text')).toBeNull();
    fireEvent.click(within(panel).getByLabelText('Allow clearing the selection'));
    expect(within(panel).getByLabelText<HTMLInputElement>('Clear selection button text').value).toBe('Clear Selection');
    const correct = within(panel).getByLabelText<HTMLSelectElement>('Correct answer');
    expect([...correct.options].map((option) => option.textContent)).toEqual(['None (not scored)', 'Yes', 'No']);
    fireEvent.change(correct, { target: { value: 'n' } });
    expect(correct.value).toBe('n');
    expect(within(panel).getByLabelText('Answer label text')).toBeTruthy();
    expect(within(panel).getByText('Answer explanation')).toBeTruthy();
    // The explanation recalls (docs/product.md, "Logic"): its editor says how.
    const explanation = within(panel).getByText('Answer explanation').closest('.prop-field');
    expect(explanation?.querySelector('.prop-field__hint')?.textContent).toMatch(/@/);
  });

  it('Dropdown: a dataset replaces the options', async () => {
    const panel = await openProperties(createElement('Dropdown', 10));
    const dataset = within(panel).getByLabelText<HTMLSelectElement>('Options from a dataset');
    expect([...dataset.options].map((option) => option.value)).toEqual([
      '',
      'countries',
      'countriesWithFlags',
      'usStates',
      'months',
      'years',
      'daysOfWeek',
      'daysOfMonth',
    ]);
    fireEvent.change(dataset, { target: { value: 'months' } });
    expect(within(panel).queryByRole('group', { name: 'Options' })).toBeNull();
    expect(within(panel).getByText('The options come from the chosen dataset.')).toBeTruthy();
  });

  it('Rating Scale: position, numbers or stars, highest rating 3 to 10', async () => {
    const panel = await openProperties(createElement('RatingScale', 10));
    const top = within(panel).getByLabelText<HTMLSelectElement>('Highest rating');
    expect(top.value).toBe('5');
    expect([...top.options].map((option) => option.value)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10']);
    fireEvent.change(top, { target: { value: '7' } });
    expect(within(stageItem('Rating Scale')).getAllByRole('radio')).toHaveLength(7);
    expect(within(panel).getByLabelText<HTMLSelectElement>('Position').value).toBe('Center');
    expect(within(panel).getByLabelText<HTMLSelectElement>('Show ratings as').value).toBe('Numbers');
  });

  it('Header: no required, alignment and separator; Page Break: button texts of 32 at most', async () => {
    const panel = await openProperties(createElement('Header', 10));
    expect(within(panel).queryByLabelText('Required')).toBeNull();
    expect(within(panel).getByLabelText<HTMLSelectElement>('Alignment').value).toBe('Center');
    expect(within(panel).getByLabelText('Show a separator line')).toBeTruthy();
    cleanup();
    const breakPanel = await openProperties(createElement('PageBreak', 10));
    expect(within(breakPanel).getByLabelText('Next button text').getAttribute('maxlength')).toBe('32');
    expect(within(breakPanel).queryByLabelText('Required')).toBeNull();
  });

  it('Description: font size and colour', async () => {
    const panel = await openProperties(createElement('Description', 10));
    expect(within(panel).getByLabelText<HTMLInputElement>('Font size (px)').value).toBe('14');
    expect(within(panel).getByLabelText<HTMLInputElement>('Font colour').value).toBe('#000000');
  });

  it("Phone: the default dial code '+1 (US)', chosen from the dial codes dataset", async () => {
    const dialCodes = [
      { value: '+33 (FR)', display: 'France (+33)' },
      { value: '+1 (US)', display: 'United States (+1)' },
    ];
    const panel = await openProperties(createElement('Phone', 10), {
      'GET /api/datasets?dataset=countriesDialCodes': { body: dialCodes },
    });
    const select = await within(panel).findByRole('combobox', { name: 'Default dial code' });
    expect((select as HTMLSelectElement).value).toBe('+1 (US)');
    fireEvent.change(select, { target: { value: '+33 (FR)' } });
    expect((select as HTMLSelectElement).value).toBe('+33 (FR)');
  });

  it('returns to the list for a question that does not exist', async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder/question/99/properties');
    expect(await screen.findByRole('region', { name: 'Elements' })).toBeTruthy();
  });
});
