import { elementName, FormulaError, parseFormula, VARIABLE_ACTIONS } from '@formbuilder/core';
import type { Operand, VariableAction, VariableUpdate } from '@formbuilder/core';
import { useId } from 'react';
import { ENGLISH } from '../editor/english';
import type { Translate } from '../i18n/translate';
import { Select } from '../rules/rule-select';
import { ConditionsEditor } from './condition-editor';
import { ItemActions, ItemWarnings } from './item-actions';
import { ACTION_LABELS, isChoiceQuestion, nextId, OPERAND_LABELS } from './logic-words';
import type { LogicEditor } from './use-logic';
import { moved, replaced } from './use-logic';

// Calculations (docs/product.md, "Logic"): when their conditions hold, in their order, set, add,
// subtract, multiply or divide a value by a number, a text, an answer, a choice's score, another
// value or a formula. A formula that cannot be read says why, as the server would on save.

const OPERAND_KINDS = Object.keys(OPERAND_LABELS) as Operand['kind'][];

/** Why a formula cannot be read, or null (core's words for a FormulaError). */
export function formulaProblem(formula: string, t: Translate = ENGLISH): string | null {
  try {
    parseFormula(formula);
    return null;
  } catch (error) {
    return error instanceof FormulaError ? error.message : t('logic.calc.unreadable');
  }
}

function OperandField({
  operand,
  editor,
  coalesce,
  onChange,
}: {
  operand: Operand;
  editor: LogicEditor;
  coalesce: string;
  onChange: (operand: Operand, coalesce?: string) => void;
}) {
  const id = useId();
  const { questions, variables, t } = editor;
  if (operand.kind === 'number' || operand.kind === 'text')
    return (
      <div className="prop-field">
        <label htmlFor={id}>{operand.kind === 'number' ? t('logic.number') : t('logic.text')}</label>
        <input
          id={id}
          type={operand.kind === 'number' ? 'number' : 'text'}
          value={String(operand.value)}
          onChange={(event) =>
            onChange(
              operand.kind === 'number'
                ? { kind: 'number', value: Number(event.target.value) || 0 }
                : { kind: 'text', value: event.target.value },
              coalesce,
            )
          }
        />
      </div>
    );
  if (operand.kind === 'answer' || operand.kind === 'score') {
    const offered = operand.kind === 'score' ? questions.filter(isChoiceQuestion) : questions;
    return (
      <Select
        label={operand.kind === 'score' ? t('logic.calc.choiceQuestion') : t('logic.calc.question')}
        value={String(operand.question)}
        onChange={(value) => onChange({ kind: operand.kind, question: Number(value) })}
      >
        {!offered.some((question) => question.id === operand.question) && (
          <option value={String(operand.question)}>{t('rules.chooseQuestion')}</option>
        )}
        {offered.map((question) => (
          <option key={question.id} value={String(question.id)}>
            {elementName(question)}
          </option>
        ))}
      </Select>
    );
  }
  if (operand.kind === 'variable')
    return (
      <Select
        label={t('logic.calc.otherValue')}
        value={operand.variable}
        onChange={(value) => onChange({ kind: 'variable', variable: value })}
      >
        {variables.map((variable) => (
          <option key={variable.id} value={variable.id}>
            {variable.name}
          </option>
        ))}
      </Select>
    );
  const problem = formulaProblem(operand.formula, t);
  return (
    <div className="prop-field logic-formula">
      <label htmlFor={id}>{t('logic.calc.formula')}</label>
      <input
        id={id}
        type="text"
        maxLength={500}
        spellCheck={false}
        value={operand.formula}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange({ kind: 'formula', formula: event.target.value }, coalesce)}
      />
      <p className="prop-field__hint" id={`${id}-hint`}>
        {t('logic.calc.formulaHint', {
          answer: '{answer:ID}',
          score: '{score:ID}',
          variable: '{var:id}',
          example: '{score:3} * 2',
        })}
      </p>
      {problem && (
        <p className="prop-field__error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function operandOfKind(kind: Operand['kind'], editor: LogicEditor): Operand {
  const first = editor.questions[0]?.id ?? 0;
  switch (kind) {
    case 'number':
      return { kind, value: 0 };
    case 'text':
      return { kind, value: '' };
    case 'answer':
      return { kind, question: first };
    case 'score':
      return { kind, question: editor.questions.find(isChoiceQuestion)?.id ?? first };
    case 'variable':
      return { kind, variable: editor.variables[0]?.id ?? '' };
    case 'formula':
      return { kind, formula: '' };
  }
}

export function CalculationsSection({ editor }: { editor: LogicEditor }) {
  const { logic, questions, variables, warnings, change, t } = editor;
  const { updates } = logic;
  const set = (id: string, changes: Partial<VariableUpdate>, coalesce?: string) =>
    change({ updates: replaced(updates, id, changes) }, coalesce);
  const first = variables[0];

  function add() {
    if (!first) return;
    const update: VariableUpdate = {
      id: nextId('calc', updates),
      variable: first.id,
      action: 'set',
      operand: { kind: 'number', value: 0 },
      match: 'all',
      conditions: [],
    };
    change({ updates: [...updates, update] });
  }

  return (
    <section className="logic-section" aria-labelledby="logic-calculations">
      <h3 id="logic-calculations">{t('logic.calcs.title')}</h3>
      <p className="muted">{t('logic.calcs.intro')}</p>
      {updates.length > 0 && (
        <ol className="logic-list">
          {updates.map((update, index) => {
            const number = index + 1;
            const name = t('logic.calc.name', { number });
            return (
              <li key={update.id} className="logic-item">
                <fieldset className="logic-item__body">
                  <legend>{t('logic.calc.legend', { number })}</legend>
                  <div className="logic-item__row">
                    <Select
                      label={t('logic.calc.variable')}
                      value={update.variable}
                      onChange={(value) => set(update.id, { variable: value })}
                    >
                      {!variables.some((variable) => variable.id === update.variable) && (
                        <option value={update.variable}>
                          {t('logic.condition.deletedValue', { id: update.variable })}
                        </option>
                      )}
                      {variables.map((variable) => (
                        <option key={variable.id} value={variable.id}>
                          {variable.name}
                        </option>
                      ))}
                    </Select>
                    <Select
                      label={t('logic.calc.action')}
                      value={update.action}
                      onChange={(value) => set(update.id, { action: value as VariableAction })}
                    >
                      {VARIABLE_ACTIONS.map((action) => (
                        <option key={action} value={action}>
                          {t(ACTION_LABELS[action])}
                        </option>
                      ))}
                    </Select>
                    <Select
                      label={t('logic.calc.by')}
                      value={update.operand.kind}
                      onChange={(kind) => set(update.id, { operand: operandOfKind(kind as Operand['kind'], editor) })}
                    >
                      {OPERAND_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(OPERAND_LABELS[kind])}
                        </option>
                      ))}
                    </Select>
                    <OperandField
                      operand={update.operand}
                      editor={editor}
                      coalesce={`logic:calc:${update.id}:operand`}
                      onChange={(operand, coalesce) => set(update.id, { operand }, coalesce)}
                    />
                  </div>
                  <ConditionsEditor
                    label={t('logic.calc.when', { number })}
                    group={update}
                    questions={questions}
                    variables={variables}
                    empty={t('logic.calc.empty')}
                    onChange={(group) => set(update.id, group, `logic:calc:${update.id}`)}
                  />
                  <ItemWarnings
                    messages={warnings
                      .filter((warning) => warning.about === update.id)
                      .map((warning) => warning.message)}
                  />
                  <ItemActions
                    name={name}
                    index={index}
                    count={updates.length}
                    onMove={(step) => change({ updates: moved(updates, index, step) })}
                    onRemove={() => change({ updates: updates.filter((candidate) => candidate.id !== update.id) })}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {first ? (
        <button type="button" className="button button--primary button--small" onClick={add}>
          {t('logic.calcs.add')}
        </button>
      ) : (
        <p className="muted">{t('logic.calcs.needValue')}</p>
      )}
    </section>
  );
}
