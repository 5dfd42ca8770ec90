// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Harness({ onEnter }: { onEnter: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Rename"
          onClose={() => setOpen(false)}
          onEnter={onEnter}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button">Save</button>
            </>
          }
        >
          <input aria-label="Name" data-autofocus />
        </Modal>
      )}
    </>
  );
}

function openModal(onEnter = vi.fn()) {
  render(<Harness onEnter={onEnter} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, onEnter, dialog: screen.getByRole('dialog', { name: 'Rename' }) };
}

describe('Modal (docs/product.md §B2, modal dialogues)', () => {
  it('is a labelled modal dialog that takes focus and gives it back', () => {
    const { opener, dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('runs the primary action on Enter, but lets buttons keep their own Enter', () => {
    const { onEnter } = openModal();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Save' }), { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on a click inside', () => {
    const { dialog } = openModal();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    openModal();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });
});
