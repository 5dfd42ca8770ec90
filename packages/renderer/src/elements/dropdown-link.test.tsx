// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';

// docs/product.md §B3 table, Dropdown, "a setting to mark as link" (core isLink).
const options = ['Docs##https://example.org/docs?a=1&amp;b=2', 'Home##https://example.org/'];

describe('Dropdown marked as link', () => {
  it('links the chosen address in renderer mode, opening in a new tab', () => {
    const root = ssr(
      <ElementView
        element={makeElement('Dropdown', 1, { options, isLink: true })}
        mode="renderer"
        value={options[0]?.split('##')[1]}
      />,
    );
    const link = one<HTMLAnchorElement>(root, 'a.fb-dropdown-link');
    expect(link.getAttribute('href')).toBe('https://example.org/docs?a=1&b=2');
    expect(link.textContent).toBe('Docs');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('shows no link unless marked as link, or for a value that is not a web address', () => {
    expect(
      ssr(
        <ElementView element={makeElement('Dropdown', 1, { options })} mode="renderer" value="https://example.org/" />,
      ).querySelector('a'),
    ).toBeNull();
    const odd = makeElement('Dropdown', 1, { options: ['Bad##javascript:alert(1)'], isLink: true });
    const hidden = one<HTMLAnchorElement>(
      ssr(<ElementView element={odd} mode="renderer" value="javascript:alert(1)" />),
      'a.fb-dropdown-link',
    );
    expect(hidden.hidden).toBe(true);
    expect(hidden.hasAttribute('href')).toBe(false);
  });

  it('follows the choice in the viewer', () => {
    function Viewer() {
      const [value, setValue] = useState<unknown>('');
      return (
        <ElementView
          element={makeElement('Dropdown', 1, { options, isLink: true })}
          mode="viewer"
          value={value}
          onChange={(_id, next) => setValue(next)}
        />
      );
    }
    const view = render(<Viewer />);
    expect(view.queryByRole('link')).toBeNull();
    fireEvent.change(view.getByRole('combobox'), { target: { value: 'https://example.org/' } });
    expect(view.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('https://example.org/');
  });
});
