// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElementView } from '../element-view';
import { makeElement } from '../testing';

describe('Phone dial code when the dial codes arrive after the first render', () => {
  it("still selects the element's default, '+1 (US)'", () => {
    const element = makeElement('Phone', 4);
    const { container, rerender } = render(<ElementView element={element} mode="viewer" />);
    const datasets = {
      countriesDialCodes: [
        { value: '+93 (AF)', display: 'Afghanistan (+93)' },
        { value: '+1 (US)', display: 'United States (+1)' },
      ],
    };
    rerender(<ElementView element={element} mode="viewer" datasets={datasets} />);
    expect(container.querySelector<HTMLSelectElement>('select.fb-dial-code')?.value).toBe('+1 (US)');
  });
});

describe('Phone with a stale dataset', () => {
  it('lists its dial codes, not the months a dataset selector once set', () => {
    const element = { ...makeElement('Phone', 4), dataset: 'months', hasDataset: true };
    const datasets = {
      months: [{ value: 'January', display: 'January' }],
      countriesDialCodes: [{ value: '+1 (US)', display: 'United States (+1)' }],
    };
    const { container } = render(<ElementView element={element} mode="viewer" datasets={datasets} />);
    const options = [...(container.querySelector('select.fb-dial-code')?.querySelectorAll('option') ?? [])];
    expect(options.map((option) => option.textContent)).toEqual(['United States (+1)']);
  });
});
