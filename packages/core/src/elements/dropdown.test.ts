import { describe, expect, it } from 'vitest';
import { dropdownLink } from './dropdown';
import { elementRegistry } from './registry';

const dropdown = (isLink?: boolean) => ({
  id: 1,
  type: 'Dropdown' as const,
  ...(isLink === undefined ? {} : { isLink }),
});

// docs/product.md §B3 table, Dropdown, "a setting to mark as link".
describe('Dropdown marked as link', () => {
  it('takes isLink as a setting', () => {
    expect(elementRegistry.Dropdown.settings.safeParse({ isLink: true }).success).toBe(true);
    expect(elementRegistry.Dropdown.settings.safeParse({ isLink: 'yes' }).success).toBe(false);
  });

  it('links a chosen http(s) address only when marked as link', () => {
    expect(dropdownLink(dropdown(true), 'https://example.org/a?x=1&amp;y=2')).toBe('https://example.org/a?x=1&y=2');
    expect(dropdownLink(dropdown(), 'https://example.org')).toBeNull();
    expect(dropdownLink(dropdown(true), 'javascript:alert(1)')).toBeNull();
    expect(dropdownLink(dropdown(true), 'Option 1')).toBeNull();
  });
});
