import { useId, useRef } from 'react';
import { en, type OwnerMessageId } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import type { FormQuestion } from './form-questions';
import { shortLabel } from './form-questions';

// docs/product.md §B3, GoogleDrive submissionIdentifier: the file name pattern, {submissionDate} by
// default; other placeholders look like {Type_id}.

const BUILT_IN: readonly (readonly [string, OwnerMessageId])[] = [
  ['{submissionDate}', 'builder.drive.placeholder.submissionDate'],
  ['{submissionId}', 'builder.drive.placeholder.submissionId'],
  ['{formTitle}', 'builder.drive.placeholder.formTitle'],
];

export const FILE_NAME_EMPTY = en['builder.drive.fileNameEmpty'];

interface FileNamePatternProps {
  value: string;
  onChange: (value: string) => void;
  questions: readonly FormQuestion[];
}

/** The file name box and its placeholders, each put in where the cursor was by a click. */
export function FileNamePattern({ value, onChange, questions }: FileNamePatternProps) {
  const id = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  // Where the cursor last was in the box; the end until the owner has been there.
  const caret = useRef<[number, number] | null>(null);
  const problem = value.trim() === '' ? t('builder.drive.fileNameEmpty') : null;
  const placeholders = [
    ...BUILT_IN.map(([text, words]) => [text, t(words)] as const),
    ...questions.map((question) => [`{${question.type}_${question.id}}`, shortLabel(question.title)] as const),
  ];

  function handleSelect() {
    const box = input.current;
    if (box) caret.current = [box.selectionStart ?? value.length, box.selectionEnd ?? value.length];
  }

  function handleInsert(text: string) {
    const [start, end] = caret.current ?? [value.length, value.length];
    onChange(value.slice(0, start) + text + value.slice(end));
    const at = start + text.length;
    caret.current = [at, at];
    window.requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(at, at);
    });
  }

  return (
    <div className="prop-field">
      <label htmlFor={`${id}-pattern`}>{t('builder.drive.fileName')}</label>
      <input
        ref={input}
        id={`${id}-pattern`}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onSelect={handleSelect}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
      />
      <p id={`${id}-hint`} className={problem ? 'prop-field__error' : 'prop-field__hint'}>
        {problem ?? t('builder.drive.fileNameHint')}
      </p>
      <div className="placeholder-chips" role="group" aria-labelledby={`${id}-chips`}>
        <span id={`${id}-chips`} className="prop-field__hint">
          {t('builder.drive.insertPlaceholder')}
        </span>
        {placeholders.map(([text, label]) => (
          <button key={text} type="button" className="placeholder-chip" onClick={() => handleInsert(text)}>
            <code>{text}</code> <span className="placeholder-chip__label">{label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
