import { useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { ENGLISH } from '../editor/english';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import type { RecallChoice } from './logic-words';
import './recall-field.css';

// The `@` recall picker (docs/product.md, "Logic"): typing @ in a text that visitors read opens
// a list of earlier questions, values and "URL parameter…"; the choice is written in as a token
// ({{answer:12}}, {{var:total}}, {{param:name}}) that the visitor sees as the value.

interface RecallFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly RecallChoice[];
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  hint?: string;
  error?: string | null;
  placeholder?: string;
}

/** The choice that asks for a URL parameter's name instead of inserting a token. */
export const PARAM = 'param';
const PARAM_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The choices whose label holds what was typed after the @, then "URL parameter…". */
export const offeredChoices = (
  choices: readonly RecallChoice[],
  query: string,
  t: Translate = ENGLISH,
): RecallChoice[] => [
  ...choices.filter((choice) => choice.label.toLowerCase().includes(query.toLowerCase())),
  { label: t('logic.recall.param'), token: PARAM },
];

export const recallOptionId = (id: string, index: number) => `${id}-option-${String(index)}`;

/** The open list; the field keeps the focus and points at the active option (aria-activedescendant). */
export function RecallOptions({
  id,
  offered,
  active,
  onChoose,
}: {
  id: string;
  offered: readonly RecallChoice[];
  active: number;
  onChoose: (index: number) => void;
}) {
  const t = useT();
  return (
    <ul className="recall-field__list" role="listbox" id={`${id}-list`} aria-label={t('logic.recall.list')}>
      {offered.map((choice, index) => (
        <li
          key={choice.token}
          id={recallOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'recall-field__option recall-field__option--active' : 'recall-field__option'}
          // Chosen before the field's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(index);
          }}
        >
          {choice.label}
        </li>
      ))}
    </ul>
  );
}

/** Asks the name of the URL parameter to recall. */
export function ParamPrompt({
  id,
  onInsert,
  onCancel,
}: {
  id: string;
  onInsert: (name: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const valid = PARAM_NAME.test(name);
  return (
    <div className="recall-field__param">
      <label htmlFor={`${id}-param`}>{t('logic.recall.paramName')}</label>
      <input
        id={`${id}-param`}
        type="text"
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && valid) {
            event.preventDefault();
            onInsert(name);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!valid}
        onClick={() => onInsert(name)}
      >
        {t('logic.recall.insert')}
      </button>
    </div>
  );
}

interface Picking {
  /** Where the @ is. */
  at: number;
  /** The caret: what was typed after the @ filters the list. */
  caret: number;
  active: number;
}

export function RecallField({
  label,
  value,
  onChange,
  choices,
  multiline = false,
  rows = 4,
  maxLength,
  hint,
  error,
  placeholder,
}: RecallFieldProps) {
  const id = useId();
  const t = useT();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [param, setParam] = useState<{ at: number; caret: number } | null>(null);
  const query = picking ? value.slice(picking.at + 1, picking.caret).toLowerCase() : '';
  const offered = offeredChoices(choices, query, t);
  const open = picking !== null;
  const active = picking ? Math.min(picking.active, offered.length - 1) : 0;

  function insert(token: string, at: number, caret: number) {
    const next = value.slice(0, at) + token + value.slice(caret);
    onChange(maxLength === undefined ? next : next.slice(0, maxLength));
    setPicking(null);
    setParam(null);
    const place = at + token.length;
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(place, place);
    });
  }

  function choose(index: number) {
    const choice = offered[index];
    if (!picking || !choice) return;
    if (choice.token === PARAM) {
      setParam({ at: picking.at, caret: picking.caret });
      setPicking(null);
      return;
    }
    insert(choice.token, picking.at, picking.caret);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const text = event.target.value;
    const caret = event.target.selectionStart ?? text.length;
    onChange(text);
    const typed = text.slice(0, caret);
    const at = typed.lastIndexOf('@');
    // An @ just typed at the start or after a space or a sign opens the list (not inside an
    // address such as ada@example.com); a space after it closes it.
    const opens = at !== -1 && !/[A-Za-z0-9]/.test(typed.charAt(at - 1)) && !/\s/.test(typed.slice(at + 1));
    if (opens && (picking !== null || at === caret - 1)) setPicking({ at, caret, active: picking?.active ?? 0 });
    else setPicking(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (!picking) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setPicking({ ...picking, active: (active + step + offered.length) % offered.length });
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setPicking(null);
    }
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  // The field keeps its textbox role (its name and tests stay); while the list is open it points at the active option.
  const common = {
    id,
    ref: field,
    value,
    maxLength,
    placeholder,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    onBlur: () => setPicking(null),
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-controls': open ? `${id}-list` : undefined,
    'aria-activedescendant': open ? recallOptionId(id, active) : undefined,
  };
  return (
    <div className="prop-field recall-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type="text" />}
      {open && <RecallOptions id={id} offered={offered} active={active} onChoose={choose} />}
      {param && (
        <ParamPrompt
          id={id}
          onInsert={(name) => insert(`{{param:${name}}}`, param.at, param.caret)}
          onCancel={() => setParam(null)}
        />
      )}
      <p className="prop-field__hint" id={`${id}-hint`}>
        {[hint, t('logic.recall.hint')].filter(Boolean).join(' ')}
      </p>
      {error && (
        <p className="prop-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
