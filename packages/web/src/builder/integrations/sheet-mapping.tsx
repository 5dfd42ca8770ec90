import { useEffect, useId, useRef } from 'react';
import { sheetColumn, stripReference } from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
import type { MappingChoice, MappingDraft } from './field-mapping';
import { shortLabel } from './form-questions';

// docs/product.md §B4, the spreadsheet mapping: without advanced mode, checkbox lists of metadata
// and elements, each with 'Select All'; in advanced mode a table of columns A to Z with a
// REFERENCE row and a VALUE row. Labels over 45 characters are cut with an ellipsis.

interface MappingProps {
  metadata: readonly MappingChoice[];
  questions: readonly MappingChoice[];
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
}

export function SimpleMapping({ metadata, questions, draft, onChange }: MappingProps) {
  const t = useT();
  const chosen = new Set(draft.chosen);
  function set(keys: readonly string[], on: boolean) {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange({ ...draft, chosen: [...next] });
  }
  return (
    <>
      <ChoiceList legend={t('builder.sheets.details')} choices={metadata} chosen={chosen} onSet={set} />
      {questions.length === 0 ? (
        <p className="prop-field__hint">{t('builder.sheets.noQuestions')}</p>
      ) : (
        <ChoiceList legend={t('builder.sheets.questions')} choices={questions} chosen={chosen} onSet={set} />
      )}
    </>
  );
}

interface ChoiceListProps {
  legend: string;
  choices: readonly MappingChoice[];
  chosen: ReadonlySet<string>;
  onSet: (keys: readonly string[], on: boolean) => void;
}

function ChoiceList({ legend, choices, chosen, onSet }: ChoiceListProps) {
  const t = useT();
  const all = useRef<HTMLInputElement>(null);
  const count = choices.filter((choice) => chosen.has(choice.key)).length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < choices.length;
  }, [count, choices.length]);
  return (
    <fieldset className="mapping-list">
      <legend>{legend}</legend>
      <label className="checkbox mapping-list__all">
        <input
          ref={all}
          type="checkbox"
          checked={count === choices.length}
          onChange={(event) =>
            onSet(
              choices.map((choice) => choice.key),
              event.target.checked,
            )
          }
        />
        <span>{t('builder.sheets.selectAll')}</span>
      </label>
      {choices.map((choice) => (
        <label
          key={choice.key}
          className="checkbox"
          title={choice.title.length > shortLabel(choice.title).length ? choice.title : undefined}
        >
          <input
            type="checkbox"
            checked={chosen.has(choice.key)}
            onChange={(event) => onSet([choice.key], event.target.checked)}
          />
          <span>{shortLabel(choice.title)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function AdvancedMapping({ metadata, questions, draft, onChange }: MappingProps) {
  const id = useId();
  const t = useT();
  function setCell(row: 'reference' | 'values', index: number, value: string) {
    const next = [...draft[row]];
    next[index] = value;
    onChange({ ...draft, [row]: next });
  }
  return (
    <div className="sheet-table" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table>
        <caption id={`${id}-caption`}>{t('builder.sheets.caption')}</caption>
        <thead>
          <tr>
            <td />
            {draft.values.map((_, index) => (
              <th key={index} scope="col">
                {sheetColumn(index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('builder.sheets.reference')}</th>
            {draft.reference.map((text, index) => (
              <td key={index}>
                <input
                  type="text"
                  value={text}
                  aria-label={t('builder.sheets.referenceOf', { column: sheetColumn(index) })}
                  onChange={(event) => setCell('reference', index, stripReference(event.target.value))}
                />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('builder.sheets.value')}</th>
            {draft.values.map((key, index) => (
              <td key={index}>
                <select
                  value={key}
                  aria-label={t('builder.sheets.valueOf', { column: sheetColumn(index) })}
                  onChange={(event) => setCell('values', index, event.target.value)}
                >
                  <option value="">{t('builder.sheets.nothing')}</option>
                  <optgroup label={t('builder.sheets.details')}>
                    {metadata.map((choice) => (
                      <option key={choice.key} value={choice.key}>
                        {choice.title}
                      </option>
                    ))}
                  </optgroup>
                  {questions.length > 0 && (
                    <optgroup label={t('builder.sheets.questions')}>
                      {questions.map((choice) => (
                        <option key={choice.key} value={choice.key}>
                          {shortLabel(choice.title)}
                        </option>
                      ))}
                    </optgroup>
                  )}
                </select>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
