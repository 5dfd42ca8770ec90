import type { Variable, VariableKind } from '@formbuilder/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Select } from '../rules/rule-select';
import { ItemActions } from './item-actions';
import { variableIdFrom } from './logic-words';
import type { LogicEditor } from './use-logic';
import { replaced } from './use-logic';

// Calculated values (docs/product.md, "Logic"): a number or a text with a starting value. The id
// is made from the name when the value is added and never changes after, so formulas and recall
// tokens that use it stay right when the value is renamed.

const MAX_VALUES = 50;

function ValueItem({ variable, index, editor }: { variable: Variable; index: number; editor: LogicEditor }) {
  const id = useId();
  const { logic, change, t } = editor;
  const set = (changes: Partial<Variable>, coalesce?: string) =>
    change({ variables: replaced(logic.variables, variable.id, changes) }, coalesce);
  const nameError = variable.name.trim() === '' ? t('logic.value.nameError') : null;
  return (
    <li className="logic-item">
      <fieldset className="logic-item__body">
        <legend>{t('logic.value.legend', { number: index + 1 })}</legend>
        <div className="logic-item__row">
          <div className="prop-field">
            <label htmlFor={`${id}-name`}>{t('logic.name')}</label>
            <input
              id={`${id}-name`}
              type="text"
              maxLength={100}
              value={variable.name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={`${id}-id${nameError ? ` ${id}-error` : ''}`}
              onChange={(event) => set({ name: event.target.value }, `logic:var:${variable.id}:name`)}
            />
            <p className="prop-field__hint" id={`${id}-id`}>
              {t.rich('logic.value.usedAs', {
                token: `{var:${variable.id}}`,
                code: (chunks) => <code>{chunks}</code>,
              })}
            </p>
            {nameError && (
              <p className="prop-field__error" id={`${id}-error`} role="alert">
                {nameError}
              </p>
            )}
          </div>
          <Select
            label={t('logic.value.kind')}
            value={variable.kind}
            onChange={(kind) =>
              set({
                kind: kind as VariableKind,
                initial: kind === 'number' ? Number(variable.initial) || 0 : String(variable.initial),
              })
            }
          >
            <option value="number">{t('logic.number')}</option>
            <option value="text">{t('logic.text')}</option>
          </Select>
          <div className="prop-field">
            <label htmlFor={`${id}-initial`}>{t('logic.value.initial')}</label>
            <input
              id={`${id}-initial`}
              type={variable.kind === 'number' ? 'number' : 'text'}
              value={String(variable.initial)}
              onChange={(event) =>
                set(
                  { initial: variable.kind === 'number' ? Number(event.target.value) || 0 : event.target.value },
                  `logic:var:${variable.id}:initial`,
                )
              }
            />
          </div>
        </div>
        <ItemActions
          name={t('logic.value.name', { number: index + 1 })}
          index={index}
          count={logic.variables.length}
          onRemove={() => change({ variables: logic.variables.filter((candidate) => candidate.id !== variable.id) })}
        />
      </fieldset>
    </li>
  );
}

export function ValuesSection({ editor }: { editor: LogicEditor }) {
  const id = useId();
  const { logic, change, t } = editor;
  const [name, setName] = useState('');
  const [kind, setKind] = useState<VariableKind>('number');
  const full = logic.variables.length >= MAX_VALUES;

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || full) return;
    const variable: Variable = {
      id: variableIdFrom(trimmed, logic.variables),
      name: trimmed,
      kind,
      initial: kind === 'number' ? 0 : '',
    };
    change({ variables: [...logic.variables, variable] });
    setName('');
  }

  return (
    <section className="logic-section" aria-labelledby="logic-values">
      <h3 id="logic-values">{t('logic.values.title')}</h3>
      <p className="muted">{t('logic.values.intro')}</p>
      {logic.variables.length > 0 && (
        <ol className="logic-list">
          {logic.variables.map((variable, index) => (
            <ValueItem key={variable.id} variable={variable} index={index} editor={editor} />
          ))}
        </ol>
      )}
      <form className="logic-add" onSubmit={handleAdd} aria-label={t('logic.values.new')}>
        <div className="prop-field">
          <label htmlFor={`${id}-name`}>{t('logic.values.newName')}</label>
          <input
            id={`${id}-name`}
            type="text"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Select label={t('logic.values.newKind')} value={kind} onChange={(value) => setKind(value as VariableKind)}>
          <option value="number">{t('logic.number')}</option>
          <option value="text">{t('logic.text')}</option>
        </Select>
        <button type="submit" className="button button--primary button--small" disabled={name.trim() === '' || full}>
          {t('logic.values.add')}
        </button>
        {full && <p className="muted">{t('logic.values.full', { max: MAX_VALUES })}</p>}
      </form>
    </section>
  );
}
