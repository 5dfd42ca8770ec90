import { useEffect } from 'react';
import type { BuilderDispatch } from './builder-context';

/** Text fields (inputs, text areas, rich-text editors) keep their own undo. */
export function handlesOwnUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return false;
}

/** 'undo', 'redo' or null for a key press: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (Cmd on a Mac). */
export function undoKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Undo and redo of builder changes from the keyboard, outside text fields. */
export function useUndoKeys(dispatch: BuilderDispatch, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || handlesOwnUndo(event.target)) return;
      const action = undoKeyAction(event);
      if (action === null) return;
      event.preventDefault();
      dispatch({ type: action });
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [dispatch, enabled]);
}
