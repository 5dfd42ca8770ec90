// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RuleValueField } from './rule-value-field';

const MONTHS = ['January', 'February', 'March'].map((name) => ({ value: name, display: name }));

// A question set to a dataset offered its stored 'Option 1 / Option 2' as rule values.
describe('RuleValueField', () => {
  it("offers a dataset question's dataset values (docs/product.md §B5, chosen from the if-field's options)", async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(url === '/api/datasets?dataset=months' ? MONTHS : { message: 'Unknown dataset.' }),
          { status: url.endsWith('months') ? 200 : 400 },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const month: Element = { ...createElement('Radio', 2), label: 'Month', hasDataset: true, dataset: 'months' };
    render(
      <RuleValueField
        draft={{ if: { field: 2, operator: 'equals', value: null } }}
        elements={[month]}
        onChange={() => undefined}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Value');
    await waitFor(() =>
      expect([...select.options].map((option) => option.textContent)).toEqual([
        'Choose a value',
        'January',
        'February',
        'March',
      ]),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/datasets?dataset=months', expect.anything());
  });

  it('types a number into a number input and a date into a date input; other answers into a text box', () => {
    const elements: Element[] = [
      { ...createElement('Number', 1), label: 'Guests' },
      { ...createElement('Date', 2), label: 'Arrival' },
      { ...createElement('DateTime', 3), label: 'Call at' },
      { ...createElement('Email', 4), label: 'E-mail' },
    ];
    const typeFor = (field: number, operator: 'greaterThan' | 'equals' | 'contains') => {
      render(
        <RuleValueField
          draft={{ if: { field, operator, value: null } }}
          elements={elements}
          onChange={() => undefined}
        />,
      );
      const type = screen.getByLabelText<HTMLInputElement>('Value').type;
      cleanup();
      return type;
    };
    expect(typeFor(1, 'greaterThan')).toBe('number');
    expect(typeFor(2, 'equals')).toBe('date');
    expect(typeFor(3, 'greaterThan')).toBe('date');
    expect(typeFor(4, 'contains')).toBe('text');
  });
});
