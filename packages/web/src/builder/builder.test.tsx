// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../editor/editor-test-kit';
import { fakeServer } from '../testing/render-app';
import { UPGRADE_TEXT } from './palette/palette-entries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stageNames = () => within(screen.getByRole('list', { name: 'Form elements' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const location = () => screen.getByTestId('location').textContent;

describe('builder stage and palette', () => {
  it('adds a palette element before the trailing Button on click or Enter, and moves, clones and deletes', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder');
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail' }, { timeout: 5000 }));
    expect(stageNames()).toEqual(['Short Text', 'E-mail', 'Submit Button']);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: E-mail' }));
    expect(stageNames()).toEqual(['E-mail', 'Short Text', 'Submit Button']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move up: E-mail' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: E-mail' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Edit label: Header' }));
    const input = screen.getByRole('textbox', { name: 'Label' });
    fireEvent.change(input, { target: { value: 'Welcome' } });
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(stageNames()).toContain('Welcome');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(stageNames()).toContain('Header');
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
    // issue #12: both lead to the Usages page, which says how to get a larger plan.
    expect(upgrade.getAttribute('href')).toBe('/settings/usages');
    fireEvent.click(locked);
    expect(stageNames()).toEqual(['Short Text', 'Submit Button']);
    expect(screen.getByRole('link', { name: 'Want to remove branding?' }).getAttribute('href')).toBe('/settings/usages');
    // No page breaks for this plan: no 'add page' placeholder either.
    expect(screen.queryByRole('button', { name: /Add page/ })).toBeNull();
  });

  it('disables Page Break and hides the add page placeholder while auto page break is on', async () => {
    signIn();
    serveForm(savedForm(5, (form) => void (form.props.autoPageBreak = { active: true, elemPerPage: 1, nextButtonText: 'Next', prevButtonText: 'Previous', submitButtonText: 'Submit' })));
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
