import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './ui.css';

export interface ModalProps {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: string;
  /** Escape, a click on the backdrop and the caller's own buttons end here. */
  onClose: () => void;
  /**
   * The primary (positive or negative) action that Enter runs while focus is not
   * on a button, link or text area (those keep their own Enter).
   */
  onEnter?: () => void;
  /** Colours the heading: a success, warning (docs/product.md §B8, Unsaved Changes) or error state of the dialog. */
  tone?: 'default' | 'success' | 'warning' | 'danger';
  /** 'wide' for dialogs that hold a list beside a preview (the template picker). */
  size?: 'default' | 'wide';
  children: ReactNode;
  /** The buttons at the bottom, primary last. */
  actions?: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const OWN_ENTER = new Set(['BUTTON', 'A', 'TEXTAREA', 'SELECT']);

/**
 * A modal dialog (docs/product.md §B2, modal dialogues): focus moves in and stays in,
 * Escape closes, Enter triggers the primary action, a click on the backdrop
 * closes, and focus returns to where it was when the dialog closes. Put
 * `data-autofocus` on the element that should receive focus first.
 */
export function Modal({ title, onClose, onEnter, tone = 'default', size = 'default', children, actions }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  // The latest handlers, so that the key listener is attached once per dialog.
  const handlers = useRef({ onClose, onEnter });
  useEffect(() => {
    handlers.current = { onClose, onEnter };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog;
    first.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function handleKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'Tab') {
        trapTab(dialog, event);
      } else if (event.key === 'Enter' && !event.isComposing) {
        const target = event.target instanceof HTMLElement ? event.target : null;
        const enter = handlers.current.onEnter;
        if (enter && !(target && OWN_ENTER.has(target.tagName))) {
          event.preventDefault();
          enter();
        }
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  // Only a press that starts and ends on the backdrop closes: selecting text in
  // the dialog and releasing outside must not.
  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  }

  return createPortal(
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${tone} modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const items = focusables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey && (active === first || active === dialog || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
