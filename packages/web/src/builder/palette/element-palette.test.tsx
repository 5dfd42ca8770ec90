// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';
import { fakeServer } from '../../testing/render-app';

const stageNames = () =>
  within(screen.getByRole('list', { name: 'Form elements' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

async function openPalette() {
  signIn();
  fakeServer();
  renderEditor('/editor/new/builder');
  await screen.findByRole('button', { name: 'Short Text' });
  return screen.getByRole('region', { name: 'Elements' });
}

const groupNames = (palette: HTMLElement) =>
  within(palette)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const itemNames = (palette: HTMLElement, group: string) =>
  within(within(palette).getByRole('list', { name: group }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('element palette', () => {
  it('lists the types in groups with headings, each with an icon and a description, and no Submit Button', async () => {
    const palette = await openPalette();
    expect(groupNames(palette)).toEqual(['Text', 'Choice', 'Contact', 'Date and time', 'Layout', 'Advanced']);
    expect(within(palette).queryByRole('button', { name: 'Submit Button' })).toBeNull();
    expect(within(palette).getAllByRole('button').length).toBeGreaterThan(20);
    const address = within(palette).getByRole('button', { name: 'Address' });
    const location = within(palette).getByRole('button', { name: 'Location Address' });
    expect(address.querySelector('svg')).not.toBeNull();
    // The accessible description starts with the item's own line (dnd-kit's instructions follow).
    const description = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    expect(description(address)).toBe('Postal address');
    expect(description(location)).toBe('With a map point');
    expect(itemNames(palette, 'Contact')).toEqual(['Name', 'E-mail', 'Phone', 'Address', 'Location Address']);
  });

  it('filters by name and description, says so when nothing matches, and clears on Escape', async () => {
    const palette = await openPalette();
    const search = within(palette).getByRole('searchbox', { name: 'Search elements' });
    fireEvent.change(search, { target: { value: 'map' } });
    expect(groupNames(palette)).toEqual(['Contact']);
    expect(
      within(palette)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Location Address']);
    expect(within(palette).getByRole('status').textContent).toBe('1 element');

    fireEvent.change(search, { target: { value: 'submit button' } });
    expect(within(palette).getByText('No elements match')).toBeTruthy();
    expect(groupNames(palette)).toEqual([]);

    fireEvent.keyDown(search, { key: 'Escape' });
    expect((search as HTMLInputElement).value).toBe('');
    expect(within(palette).queryByText('No elements match')).toBeNull();
    expect(groupNames(palette)).toHaveLength(6);
  });

  it('adds a found element by click or Enter, before the Submit Button', async () => {
    const palette = await openPalette();
    fireEvent.change(within(palette).getByRole('searchbox', { name: 'Search elements' }), {
      target: { value: 'phone' },
    });
    fireEvent.click(within(palette).getByRole('button', { name: 'Phone' }));
    expect(stageNames()).toEqual(['Short Text', 'Phone', 'Submit Button']);
  });

  it('offers the Submit Button to a form without one, under Layout', async () => {
    signIn();
    serveForm(
      savedForm(
        5,
        (form) => void (form.props.elements = form.props.elements.filter((element) => element.type !== 'Button')),
      ),
    );
    renderEditor('/editor/5/builder');
    const button = await screen.findByRole('button', { name: 'Submit Button' });
    expect(button.closest('ul')?.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Layout' }).id,
    );
    fireEvent.click(button);
    expect(stageNames()).toEqual(['Short Text', 'Submit Button']);
    expect(screen.queryByRole('button', { name: 'Submit Button' })).toBeNull();
  });
});
