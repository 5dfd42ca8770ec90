import { FILE_UPLOAD_MAX_MB, fileMaxMbSchema } from '@formbuilder/core';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context';
import { TextProperty } from '../../fields/property-fields';
import type { PropertyEditorProps } from './editor-props';

// docs/product.md "Files before upload": a File question's largest file in MB (`maxFileMb`), never
// above the server's limit for one file. Empty: the server's limit. The box keeps what is typed;
// the question takes it only while core's schema does, and the box says why not otherwise.

/** The limit as typed ('2', '0,5'): null for an empty box, the number core takes, or 'invalid'. */
export function maxFileMbOf(text: string): number | null | 'invalid' {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return null;
  const parsed = fileMaxMbSchema.safeParse(Number(typed));
  return parsed.success ? parsed.data : 'invalid';
}

const shownOf = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

export function FileSizeEditor({ element, set }: PropertyEditorProps) {
  const t = useT();
  const saved = shownOf(element.maxFileMb);
  const [text, setText] = useState(saved);
  const [shown, setShown] = useState(saved);
  // Undo and redo change the value from outside: show it, unless the box already says the same.
  if (saved !== shown) {
    setShown(saved);
    const typed = maxFileMbOf(text);
    if (typed === 'invalid' || shownOf(typed) !== saved) setText(saved);
  }
  const typed = maxFileMbOf(text);

  function handleChange(next: string) {
    setText(next);
    const value = maxFileMbOf(next);
    if (value === 'invalid' || shownOf(value) === saved) return;
    setShown(shownOf(value));
    set({ maxFileMb: value }, `maxFileMb:${element.id}`);
  }

  return (
    <TextProperty
      label={t('builder.props.maxFileMb')}
      inputMode="decimal"
      placeholder={String(FILE_UPLOAD_MAX_MB)}
      unit={t('builder.props.megabytes')}
      value={text}
      onValueChange={handleChange}
      hint={t('builder.props.maxFileMbHint', { max: FILE_UPLOAD_MAX_MB })}
      error={typed === 'invalid' ? t('builder.props.maxFileMbProblem', { max: FILE_UPLOAD_MAX_MB }) : null}
    />
  );
}
