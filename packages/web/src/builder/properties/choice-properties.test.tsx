// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';

// The Dropdown, DateTime and Single Choice settings of docs/product.md §B3's table.

async function openProperties(element: Element) {
  signIn();
  serveForm(savedForm(5, (form) => form.props.elements.splice(1, 0, element)));
  renderEditor(`/editor/5/builder/question/${element.id}/properties`);
  return screen.findByRole('region', { name: 'Question Properties' });
}

const stageItem = (name: string) =>
  screen.getAllByRole('listitem', { name }).find((item) => item.getAttribute('aria-current') === 'true') as HTMLElement;

describe('choice and date properties', () => {
  it('Dropdown: can be marked as link', async () => {
    const panel = await openProperties(createElement('Dropdown', 10));
    const flag = within(panel).getByLabelText<HTMLInputElement>('Mark as link');
    expect(flag.checked).toBe(false);
    fireEvent.click(flag);
    expect(within(panel).getByLabelText<HTMLInputElement>('Mark as link').checked).toBe(true);
  });

  it('Date Time: dtStart and dtEnd draw a start and an end input on the stage', async () => {
    const panel = await openProperties(createElement('DateTime', 10));
    expect(within(stageItem('Date Time')).queryByText('Start')).toBeNull();
    fireEvent.click(within(panel).getByLabelText('Ask for a start date and time'));
    expect(within(stageItem('Date Time')).getByText('Start')).toBeTruthy();
    fireEvent.click(within(panel).getByLabelText('Ask for an end date and time'));
    expect(within(stageItem('Date Time')).getByText('End')).toBeTruthy();
  });

  it('Single Choice: the label and the options are plain text until editor / editorForOptions', async () => {
    const panel = await openProperties(createElement('Radio', 10));
    const label = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Label' });
    expect(label.value).toBe('Single Choice');
    fireEvent.change(label, { target: { value: 'Pick one & go' } });
    expect(within(stageItem('Pick one & go')).getByText('Pick one & go')).toBeTruthy();
    fireEvent.click(within(panel).getByLabelText('Rich-text label'));
    // the plain input gives way to the rich-text editor (its toolbar and editable area, once loaded)
    expect(
      within(panel)
        .queryAllByRole('textbox', { name: 'Label' })
        .filter((box) => box.tagName === 'INPUT'),
    ).toHaveLength(0);
    expect(within(panel).getByText('Label', { selector: '.prop-field__label' })).toBeTruthy();

    expect(within(panel).getByRole('textbox', { name: 'Option 1' }).tagName).toBe('INPUT');
    fireEvent.click(within(panel).getByLabelText('Rich-text options'));
    expect(
      within(panel)
        .queryAllByRole('textbox', { name: 'Option 1' })
        .filter((box) => box.tagName === 'INPUT'),
    ).toHaveLength(0);
    expect(within(panel).getByText('Option 1', { selector: '.prop-field__label' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add option' }));
    expect(within(panel).getByText('Option 3', { selector: '.prop-field__label' })).toBeTruthy();
    // Rich-text options move and go like the plain ones.
    const values = () =>
      [...stageItem('Pick one & go').querySelectorAll<HTMLInputElement>('input[type=radio]')].map(
        (radio) => radio.value,
      );
    fireEvent.click(within(panel).getByRole('button', { name: 'Move option 3 up' }));
    expect(values()).toEqual(['Option 1', 'Option 3', 'Option 2']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove option 1' }));
    expect(values()).toEqual(['Option 3', 'Option 2']);
  });
});
