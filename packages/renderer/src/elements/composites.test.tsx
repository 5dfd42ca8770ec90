// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';

// The inputs of composite answers, named as core reads them back (core
// elements/*.test.ts hold the reading rules; client/answers.test.ts reads a drawn page).

describe('Name', () => {
  const element = makeElement('Name', 1, { required: true });

  it('submits q_{id}.firstName and q_{id}.lastName and redisplays them', () => {
    const root = ssr(
      <ElementView element={element} mode="renderer" value={{ firstName: 'Ada', lastName: 'Lovelace' }} />,
    );
    const first = one<HTMLInputElement>(root, '[name="q_1.firstName"]');
    expect(first.value).toBe('Ada');
    expect(first.required).toBe(true);
    expect(one<HTMLInputElement>(root, '[name="q_1.lastName"]').value).toBe('Lovelace');
    expect(one(root, `label[for="q_1.firstName"]`).textContent).toBe('First name');
  });

  it('reports the whole object when one part changes', () => {
    const onChange = vi.fn();
    const view = render(
      <ElementView element={element} mode="viewer" value={{ firstName: 'Ada' }} onChange={onChange} />,
    );
    fireEvent.change(view.getByLabelText('Last name'), { target: { value: 'L' } });
    expect(onChange).toHaveBeenLastCalledWith(1, { firstName: 'Ada', lastName: 'L' });
  });
});

describe('List', () => {
  const element = makeElement('List', 2);

  it('is one textarea, one item per line', () => {
    const root = ssr(<ElementView element={element} mode="renderer" value={['milk', 'eggs']} />);
    const area = one<HTMLTextAreaElement>(root, 'textarea');
    expect(area.name).toBe('q_2');
    expect(area.value).toBe('milk\neggs');
  });
});

describe('Address and LocationAddress', () => {
  it('marks the address input for the search script (docs/product.md §B7)', () => {
    const element = makeElement('Address', 3, {
      inseeFilter: '75056',
      geographicPriorityLat: 48.85,
      geographicPriorityLong: '2.35',
    });
    const root = ssr(<ElementView element={element} mode="renderer" value="8 rue de Rivoli" />);
    const input = one<HTMLInputElement>(root, 'input');
    expect(input.name).toBe('q_3');
    expect(input.value).toBe('8 rue de Rivoli');
    expect(input.dataset).toMatchObject({
      addressSearch: 'address',
      inseeFilter: '75056',
      priorityLat: '48.85',
      priorityLon: '2.35',
      minLength: '4',
      limit: '5',
    });
    const list = one(root, 'ul[role=listbox]');
    expect(list.id).toBe(input.getAttribute('aria-controls'));
    expect(list.children).toHaveLength(0);
    expect(list.hasAttribute('hidden')).toBe(true);
  });

  it('carries the location in hidden q_{id}.lat and q_{id}.lon', () => {
    const element = makeElement('LocationAddress', 4);
    const value = { address: 'Place Bellecour', location: { type: 'Point', coordinates: [4.832, 45.757] } };
    const root = ssr(<ElementView element={element} mode="renderer" value={value} />);
    expect(one<HTMLInputElement>(root, '[name=q_4]').value).toBe('Place Bellecour');
    expect(one<HTMLInputElement>(root, '[name="q_4.lat"]').value).toBe('45.757');
    expect(one<HTMLInputElement>(root, '[name="q_4.lon"]').value).toBe('4.832');
    expect(one(root, '[data-address-search]').dataset.addressSearch).toBe('location');
  });
});
