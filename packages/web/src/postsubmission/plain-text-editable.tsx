import { useLayoutEffect, useRef } from 'react';
import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import { useT } from '../i18n/i18n-context';

interface PlainTextEditableProps {
  /** The accessible name of the editable text. */
  label: string;
  value: string;
  maxLength: number;
  onChange: (text: string) => void;
  className?: string;
}

function caretToEnd(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Puts plain text where the caret is (paste as plain text only). */
function insertPlainText(text: string) {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Text edited in place on the page (docs/product.md §B4, post-submission page):
 * one line of plain text, pasted as plain text only, and Enter ends editing.
 * Longer text is cut to `maxLength` (docs/product.md §B5).
 */
export function PlainTextEditable({ label, value, maxLength, onChange, className }: PlainTextEditableProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const t = useT();

  // The text lives in the DOM while it is edited; a new value from elsewhere (undo) replaces it.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.textContent !== value) element.textContent = value;
  }, [value]);

  function handleInput() {
    const element = ref.current;
    if (!element) return;
    let text = (element.textContent ?? '').replace(/\n/g, ' ');
    if (text.length > maxLength) {
      text = text.slice(0, maxLength);
      element.textContent = text;
      caretToEnd(element);
    }
    onChange(text);
  }

  function handlePaste(event: ClipboardEvent<HTMLSpanElement>) {
    event.preventDefault();
    insertPlainText(event.clipboardData.getData('text/plain').replace(/\s+/g, ' '));
    handleInput();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      ref.current?.blur();
    }
  }

  function handleDrop(event: DragEvent<HTMLSpanElement>) {
    event.preventDefault();
  }

  return (
    <span
      ref={ref}
      className={`plain-editable${className ? ` ${className}` : ''}`}
      role="textbox"
      aria-label={label}
      aria-multiline="false"
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      tabIndex={0}
      onInput={handleInput}
      onPaste={handlePaste}
      onKeyDown={handleKeyDown}
      onDrop={handleDrop}
      title={t('postSubmission.atMost', { label, max: String(maxLength) })}
    />
  );
}
