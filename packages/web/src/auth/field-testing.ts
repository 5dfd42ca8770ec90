// Test helper (used by *.test.tsx only): what a screen reader hears after a field's label.
import { screen } from '@testing-library/react';

/** The texts the field's aria-describedby names, in order, once it is marked invalid or not. */
export function fieldMessage(label: string): string {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
