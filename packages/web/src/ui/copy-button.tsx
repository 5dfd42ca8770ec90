import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import './ui.css';

/** How long the 'Copied!' hint stays (docs/product.md §A2 Share panel). */
export const COPIED_HINT_MS = 2000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The button's visible words, e.g. 'Copy link'. */
  label: string;
  disabled?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A button that copies `text` and then shows a 'Copied!' hint, announced politely. */
export function CopyButton({ text, label, disabled = false }: CopyButtonProps) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function show(next: CopyState) {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPIED_HINT_MS);
  }

  function handleClick() {
    copyText(text).then(
      () => show('copied'),
      () => show('failed'),
    );
  }

  return (
    <span className="copy-button">
      <button type="button" className="button button--secondary" onClick={handleClick} disabled={disabled}>
        {label}
      </button>
      <span className={`copy-button__hint copy-button__hint--${state}`} role="status">
        {state === 'copied' && t('ui.copied')}
        {state === 'failed' && t('ui.copyFailed')}
      </span>
    </span>
  );
}

/** The Clipboard API where the page may use it (https, localhost); otherwise the older copy command. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}
