import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import './ui.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

interface ActionMenuProps {
  /** Names the menu for assistive technology, e.g. "Actions: Your name". */
  label: string;
  actions: readonly MenuAction[];
  /** Escape, Tab, a click outside or a chosen action end here; `chosen` runs after focus is put back. */
  onClose: (chosen?: MenuAction) => void;
}

/**
 * An ARIA menu of actions: focus moves to the first
 * action, the arrows, Home and End move between them, Enter or Space runs one, Escape and
 * Tab close it. The caller puts focus back where the menu was opened from.
 */
export function ActionMenu({ label, actions, onClose }: ActionMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    // Outside the menu and the button beside it (its parent), which toggles it itself.
    function handlePointerDown(event: PointerEvent) {
      const around = menuRef.current?.parentElement ?? menuRef.current;
      if (event.target instanceof Node && !around?.contains(event.target)) latestClose.current();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, []);

  function move(event: KeyboardEvent<HTMLDivElement>, step: number | 'first' | 'last') {
    event.preventDefault();
    const items = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (at + step + items.length) % items.length;
    items[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    event.stopPropagation();
    if (event.key === 'ArrowDown') move(event, 1);
    else if (event.key === 'ArrowUp') move(event, -1);
    else if (event.key === 'Home') move(event, 'first');
    else if (event.key === 'End') move(event, 'last');
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <div ref={menuRef} className="action-menu" role="menu" aria-label={label} onKeyDown={handleKeyDown}>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`action-menu__item${action.danger ? ' action-menu__item--danger' : ''}`}
          aria-disabled={action.disabled || undefined}
          onClick={() => {
            if (!action.disabled) onClose(action);
          }}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
