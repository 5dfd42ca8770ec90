// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../editor/editor-test-kit';
import { fakeServer } from '../testing/render-app';
import { UPGRADE_TEXT } from './palette/palette-entries';

const stageNames = () =>
  within(screen.getByRole('list', { name: 'Form elements' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const location = () => screen.getByTestId('location').textContent;
const stageItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Form elements' })).getByRole('listitem', { name });

describe('builder stage and palette', () => {
  it('adds a palette element before the trailing Button on click or Enter, and moves, clones and deletes', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder');
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail' }));
    expect(stageNames()).toEqual(['Short Text', 'E-mail', 'Submit Button']);
    fireEvent.click(screen.getByRole('button', { name: 'More actions: E-mail' }));
    fireEvent.click(
      within(screen.getByRole('menu', { name: 'Actions: E-mail' })).getByRole('menuitem', { name: 'Move up' }),
    );
    expect(stageNames()).toEqual(['E-mail', 'Short Text', 'Submit Button']);
    fireEvent.click(screen.getByRole('button', { name: 'More actions: E-mail' }));
    expect(screen.getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clone: Short Text' }));
    expect(stageNames()).toEqual(['Short Text', 'Short Text', 'E-mail', 'Submit Button']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete: E-mail' }));
    expect(stageNames()).toEqual(['Short Text', 'Short Text', 'Submit Button']);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y, but not inside a text field', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Header' }));
    expect(stageNames()).toHaveLength(3);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(stageNames()).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(stageNames()).toHaveLength(3);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(stageNames()).toHaveLength(3);
    fireEvent.keyDown(stageItem('Header'), { key: 'F2' });
    const input = screen.getByRole('textbox', { name: 'Label' });
    fireEvent.change(input, { target: { value: 'Welcome' } });
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(stageNames()).toContain('Welcome');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(stageNames()).toContain('Header');
  });

  it('makes each element one tab stop: arrows between them, Enter opens it, Alt+arrows move it, Shift+F10 its menu', async () => {
    signIn();
    serveForm(
      savedForm(5, (form) => form.props.elements.splice(1, 0, { ...createElement('TextBox', 9), label: 'E-mail' })),
    );
    renderEditor('/editor/5/builder');
    await screen.findByRole('list', { name: 'Form elements' });
    expect(stageNames()).toEqual(['Short Text', 'E-mail', 'Submit Button']);
    for (const name of ['Short Text', 'E-mail', 'Submit Button']) expect(stageItem(name).tabIndex).toBe(0);
    // Nothing else inside an element is a tab stop.
    const inner = stageItem('E-mail').querySelectorAll<HTMLElement>(
      'button, a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    expect([...inner].filter((element) => element.tabIndex >= 0)).toEqual([]);

    stageItem('Short Text').focus();
    fireEvent.keyDown(stageItem('Short Text'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(stageItem('E-mail'));
    fireEvent.keyDown(stageItem('E-mail'), { key: 'End' });
    expect(document.activeElement).toBe(stageItem('Submit Button'));
    fireEvent.keyDown(stageItem('Submit Button'), { key: 'Home' });
    expect(document.activeElement).toBe(stageItem('Short Text'));

    fireEvent.keyDown(stageItem('E-mail'), { key: 'ArrowUp', altKey: true });
    expect(stageNames()).toEqual(['E-mail', 'Short Text', 'Submit Button']);

    fireEvent.keyDown(stageItem('E-mail'), { key: 'F10', shiftKey: true });
    const menu = screen.getByRole('menu', { name: 'Actions: E-mail' });
    expect(document.activeElement?.textContent).toBe('Edit label');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Properties');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(stageItem('E-mail'));

    fireEvent.keyDown(stageItem('E-mail'), { key: 'Enter' });
    await waitFor(() => expect(location()).toBe('/editor/5/builder/question/9/properties'));
  });

  it('renames the form on the canvas and opens a question’s rule from its badge', async () => {
    signIn();
    const rule = {
      id: 4,
      type: 'showHide' as const,
      if: { field: 1, operator: 'isFilled' as const, value: '' },
      then: { command: 'show' as const, field: 9, value: '' },
    };
    serveForm(
      savedForm(5, (form) => {
        form.props.elements.splice(1, 0, { ...createElement('TextBox', 9), label: 'E-mail' });
        form.props.rules = [rule];
      }),
    );
    renderEditor('/editor/5/builder');
    const stage = await screen.findByRole('region', { name: 'Form stage' });
    fireEvent.click(within(stage).getByRole('button', { name: 'Contact us' }));
    const title = within(stage).getByRole('textbox', { name: 'Form title' });
    fireEvent.change(title, { target: { value: 'Say hello' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(within(stage).getByRole('heading', { name: 'Say hello' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Say hello' })).toBeTruthy();

    // Both ends of the rule carry the badge; the one after it has none.
    expect(within(stageItem('Short Text')).getByRole('button', { name: 'Rule' })).toBeTruthy();
    expect(within(stageItem('Submit Button')).queryByRole('button', { name: 'Rule' })).toBeNull();
    fireEvent.click(within(stageItem('E-mail')).getByRole('button', { name: 'Rule' }));
    await waitFor(() => expect(location()).toBe('/editor/5/rules'));
    // That rule, open in build mode.
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Rules' })).getByRole('listitem').className).toContain(
      'rules-list__item--editing',
    );
  });

  it('opens properties on click and returns to the list when that element is deleted', async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Properties: Short Text' }));
    await waitFor(() => expect(location()).toBe('/editor/5/builder/question/1/properties'));
    expect(screen.getByRole('link', { name: 'Question Properties' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Short Text' }));
    await waitFor(() => expect(location()).toBe('/editor/5/builder'));
    expect(screen.queryByRole('link', { name: 'Question Properties' })).toBeNull();
  });

  it('greys element types the plan does not include, with an UPGRADE link, and shows the free plan its branding', async () => {
    signIn({ admin: false, user_role: 2, permission: { TextBox: true, Button: true, Email: true } });
    fakeServer();
    renderEditor('/editor/new/builder');
    const email = await screen.findByRole('button', { name: 'E-mail' });
    expect(email.getAttribute('aria-disabled')).toBeNull();
    const locked = screen.getByText('Single Choice').closest('.palette-item') as HTMLElement;
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    const upgrade = within(locked.closest('li') as HTMLElement).getByRole('link', { name: 'UPGRADE' });
    expect(document.getElementById(upgrade.getAttribute('aria-describedby') ?? '')?.textContent).toBe(UPGRADE_TEXT);
    // Both lead to the Usages page, which says how to get a larger plan.
    expect(upgrade.getAttribute('href')).toBe('/settings/usages');
    fireEvent.click(locked);
    expect(stageNames()).toEqual(['Short Text', 'Submit Button']);
    expect(screen.getByRole('link', { name: 'Want to remove branding?' }).getAttribute('href')).toBe(
      '/settings/usages',
    );
    // No page breaks for this plan: no 'add page' placeholder either.
    expect(screen.queryByRole('button', { name: /Add page/ })).toBeNull();
  });

  it('disables Page Break and hides the add page placeholder while auto page break is on', async () => {
    signIn();
    serveForm(
      savedForm(
        5,
        (form) =>
          void (form.props.autoPageBreak = {
            active: true,
            elemPerPage: 1,
            nextButtonText: 'Next',
            prevButtonText: 'Previous',
            submitButtonText: 'Submit',
          }),
      ),
    );
    renderEditor('/editor/5/builder');
    const pageBreak = await screen.findByRole('button', { name: 'Page Break' });
    expect(pageBreak.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pageBreak);
    expect(stageNames()).toEqual(['Short Text', 'Submit Button']);
    expect(screen.queryByRole('button', { name: /Add page/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Want to remove branding?' })).toBeNull();
  });

  it('offers the add page placeholder otherwise, adding a page break before the button', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder');
    fireEvent.click(await screen.findByRole('button', { name: /Add page/ }));
    expect(stageNames()).toEqual(['Short Text', 'Page Break', 'Submit Button']);
  });
});
