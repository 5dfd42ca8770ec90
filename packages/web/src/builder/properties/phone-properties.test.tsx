// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';
import { propertyKeys } from './property-plan';

const DATASETS = {
  'GET /api/datasets?dataset=countriesDialCodes': {
    body: [
      { value: '+1 (US)', display: 'United States (+1)' },
      { value: '+33 (FR)', display: 'France (+33)' },
    ],
  },
  'GET /api/datasets?dataset=months': { body: [{ value: 'January', display: 'January' }] },
};

async function openProperties(element: Element) {
  signIn();
  serveForm(
    savedForm(5, (form) => form.props.elements.splice(1, 0, element)),
    DATASETS,
  );
  renderEditor(`/editor/5/builder/question/${element.id}/properties`);
  return screen.findByRole('region', { name: 'Question Properties' });
}

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

// docs/product.md §B3 table, Phone has only its dial-code list.
describe('Phone properties', () => {
  it('offer no dataset selector, which stays for the choice types', () => {
    expect(propertyKeys('Phone')).not.toContain('dataset');
    for (const type of ['Dropdown', 'Radio', 'Checkbox'] as const) expect(propertyKeys(type)).toContain('dataset');
  });

  it('show a phone with a stale dataset its dial codes, on the stage and in the default dial code', async () => {
    const panel = await openProperties({ ...createElement('Phone', 10), dataset: 'months', hasDataset: true });
    expect(within(panel).queryByLabelText('Options from a dataset')).toBeNull();
    const dialCodes = ['United States (+1)', 'France (+33)'];
    await waitFor(() =>
      expect(optionTexts(within(panel).getByRole('combobox', { name: 'Default dial code' }))).toEqual(dialCodes),
    );
    await waitFor(() => expect(optionTexts(screen.getByRole('combobox', { name: 'Dial code' }))).toEqual(dialCodes));
  });
});
