import { LABEL_MAX_LENGTH } from '@formbuilder/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { ClipboardEvent } from 'react';
import { useT } from '../../../i18n/i18n-context';
import { Icon } from '../../icons';
import type { PropertyEditorProps } from './editor-props';
import {
  addOption,
  moveOption,
  optionParts,
  pasteOptions,
  pastedLines,
  removeOption,
  setDisplay,
  setStoredValue,
} from './options-list';
import { OptionMoveButtons, OptionRemoveButton } from './option-buttons';
import { RichOptionsEditor } from './rich-options-editor';
import './options-editor.css';

/**
 * Keys that follow the options through the moves, removals and pastes made
 * here, so each row keeps its focus and its open 'Advanced' part while typing
 * and moving. A list of another length set from outside (undo, redo) gets
 * fresh keys.
 */
let lastKey = 0;
const makeKey = (): number => (lastKey += 1);

function useRowKeys(options: readonly string[]) {
  const [rows, setRows] = useState(() => ({ options, keys: options.map(makeKey) }));
  let { keys } = rows;
  if (rows.options !== options) {
    if (keys.length !== options.length) keys = options.map(makeKey);
    setRows({ options, keys });
  }
  const setKeys = (next: readonly string[], nextKeys: number[]) => setRows({ options: next, keys: nextKeys });
  return { keys, setKeys };
}

interface OptionRowProps {
  index: number;
  count: number;
  text: string;
  onDisplay: (display: string) => void;
  onStoredValue: (value: string) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function OptionRow({ index, count, text, onDisplay, onStoredValue, onPaste, onMove, onRemove }: OptionRowProps) {
  const [advanced, setAdvanced] = useState(false);
  const id = useId();
  const t = useT();
  const n = String(index + 1);
  const { display, storedValue } = optionParts(text);
  return (
    <li className="option-row">
      <div className="option-row__main">
        <input
          type="text"
          className="option-row__text"
          aria-label={t('builder.props.option', { n })}
          value={display}
          maxLength={LABEL_MAX_LENGTH}
          onChange={(event) => onDisplay(event.target.value)}
          onPaste={onPaste}
        />
        <OptionMoveButtons index={index} count={count} onMove={onMove} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('builder.props.advancedToggle', { n })}
          aria-expanded={advanced}
          aria-controls={`${id}-advanced`}
          onClick={() => setAdvanced(!advanced)}
        >
          <Icon name="settings" />
        </button>
        <OptionRemoveButton index={index} count={count} onRemove={onRemove} />
      </div>
      {!advanced && storedValue !== '' && (
        <p className="option-row__stored">{t('builder.props.storedAs', { value: storedValue })}</p>
      )}
      <div id={`${id}-advanced`} className="option-row__advanced" hidden={!advanced}>
        <label htmlFor={`${id}-value`}>
          {t.rich('builder.props.advancedLabel', {
            n,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </label>
        <input
          id={`${id}-value`}
          type="text"
          value={storedValue}
          placeholder={display}
          onChange={(event) => onStoredValue(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p className="prop-field__hint" id={`${id}-hint`}>
          {t('builder.props.advancedHint')}
        </p>
      </div>
    </li>
  );
}

/**
 * docs/product.md §B3, the options of Single Choice, Multiple Choice and
 * Dropdown, as a list: add, remove, move up and down, and paste
 * several lines at once to get one option per line. A value submitted other
 * than the text ('display##value') is set under each option's Advanced part.
 * Hidden while a dataset provides the options.
 */
export function OptionsEditor({ element, set, formId }: PropertyEditorProps) {
  const options = element.options ?? [];
  const { keys, setKeys } = useRowKeys(options);
  const list = useRef<HTMLOListElement>(null);
  const t = useT();
  /** The row whose text takes the focus once the list has been drawn (an added, pasted or next row). */
  const focusKey = useRef<number | null>(null);

  useEffect(() => {
    if (focusKey.current === null) return;
    const at = keys.indexOf(focusKey.current);
    focusKey.current = null;
    list.current?.querySelectorAll<HTMLInputElement>('.option-row__text')[at]?.focus();
  });

  if (element.hasDataset === true) return <p className="prop-field__hint">{t('builder.props.fromDataset')}</p>;
  // docs/product.md §B3 table, Radio editorForOptions: rich-text options, as the renderer then draws them
  if (element.editorForOptions === true) return <RichOptionsEditor element={element} set={set} formId={formId} />;

  /** A change of the list's shape: one undo step, the rows' keys arranged alike, then a row's text focused. */
  function change(next: string[], nextKeys: number[], focus?: number) {
    setKeys(next, nextKeys);
    set({ options: next });
    if (focus !== undefined) focusKey.current = focus;
  }

  function handleAdd() {
    const key = makeKey();
    change(addOption(options), [...keys, key], key);
  }

  function handleRemove(index: number) {
    const nextKeys = removeOption(keys, index);
    change(removeOption(options, index), nextKeys, nextKeys[Math.min(index, nextKeys.length - 1)]);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const lines = pastedLines(event.clipboardData.getData('text'));
    if (!lines) return;
    event.preventDefault();
    const input = event.currentTarget;
    const before = input.value.slice(0, input.selectionStart ?? input.value.length);
    const after = input.value.slice(input.selectionEnd ?? input.value.length);
    const added = lines.slice(1).map(makeKey);
    change(
      pasteOptions(options, index, lines, before, after),
      [...keys.slice(0, index + 1), ...added, ...keys.slice(index + 1)],
      added.at(-1),
    );
  }

  return (
    <fieldset className="prop-field option-list">
      <legend className="prop-field__label">{t('builder.props.options')}</legend>
      <ol ref={list} className="option-list__rows">
        {options.map((text, index) => (
          <OptionRow
            key={keys[index] ?? `extra-${String(index)}`}
            index={index}
            count={options.length}
            text={text}
            onDisplay={(display) =>
              set({ options: setDisplay(options, index, display) }, `options:${String(element.id)}:${String(index)}`)
            }
            onStoredValue={(value) =>
              set(
                { options: setStoredValue(options, index, value) },
                `options:${String(element.id)}:${String(index)}:value`,
              )
            }
            onPaste={(event) => handlePaste(index, event)}
            onMove={(to) => change(moveOption(options, index, to), moveOption(keys, index, to))}
            onRemove={() => handleRemove(index)}
          />
        ))}
      </ol>
      <button type="button" className="button button--secondary button--small option-list__add" onClick={handleAdd}>
        {t('builder.props.addOption')}
      </button>
      <p className="prop-field__hint">{t('builder.props.pasteHint')}</p>
    </fieldset>
  );
}
