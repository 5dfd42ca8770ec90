import { elementName, operatorNeedsValue, ruleOperatorsFor } from '@formbuilder/core';
import type { Condition, ConditionGroup, Element, RuleOperator, Variable } from '@formbuilder/core';
import { useId } from 'react';
import { useT } from '../i18n/i18n-context';
import { RuleValueField } from '../rules/rule-value-field';
import { operatorChoices, Select } from '../rules/rule-select';
import { operatorLabel } from '../rules/rule-words';
import { sourceType } from './logic-words';

// The conditions of a jump, a calculation or an ending (docs/product.md, "Logic"): the rule
// editor's sentences (its selects, operators and value field) over an answer, a URL parameter
// or a calculated value, joined by "all" or "any".

interface ConditionsEditorProps {
  /** Names the group, e.g. "Conditions of jump 1". */
  label: string;
  group: ConditionGroup;
  questions: readonly Element[];
  variables: readonly Variable[];
  onChange: (group: ConditionGroup) => void;
  /** What no condition means here, e.g. "Always jumps." */
  empty: string;
}

const sourceValue = ({ source }: Condition): string =>
  source.kind === 'answer'
    ? `answer:${String(source.question)}`
    : source.kind === 'param'
      ? 'param'
      : `variable:${source.variable}`;

function sourceFrom(value: string, previous: Condition['source']): Condition['source'] | null {
  if (value.startsWith('answer:')) return { kind: 'answer', question: Number(value.slice(7)) };
  if (value.startsWith('variable:')) return { kind: 'variable', variable: value.slice(9) };
  if (value === 'param') return { kind: 'param', name: previous.kind === 'param' ? previous.name : '' };
  return null;
}

function ConditionRow({
  condition,
  number,
  questions,
  variables,
  onChange,
  onRemove,
}: {
  condition: Condition;
  number: number;
  questions: readonly Element[];
  variables: readonly Variable[];
  onChange: (condition: Condition) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const t = useT();
  const { source } = condition;
  const type = sourceType(condition, questions, variables);
  const element =
    source.kind === 'answer' ? questions.find((candidate) => candidate.id === source.question) : undefined;
  const value = condition.value === undefined || condition.value === null ? '' : String(condition.value);

  function handleSource(next: string) {
    const nextSource = sourceFrom(next, source);
    if (!nextSource) return;
    const nextType = sourceType({ source: nextSource }, questions, variables);
    const operator = ruleOperatorsFor(nextType).includes(condition.operator) ? condition.operator : 'equals';
    onChange({ source: nextSource, operator, value: null });
  }

  return (
    <fieldset className="logic-condition">
      <legend className="visually-hidden">{t('logic.condition.legend', { number })}</legend>
      <Select label={t('logic.condition.reads')} value={sourceValue(condition)} onChange={handleSource}>
        <optgroup label={t('logic.condition.answers')}>
          {questions.map((question) => (
            <option key={question.id} value={`answer:${String(question.id)}`}>
              {elementName(question)}
            </option>
          ))}
        </optgroup>
        <option value="param">{t('logic.condition.param')}</option>
        {variables.length > 0 && (
          <optgroup label={t('logic.condition.values')}>
            {variables.map((variable) => (
              <option key={variable.id} value={`variable:${variable.id}`}>
                {variable.name}
              </option>
            ))}
          </optgroup>
        )}
        {/* A condition reading something deleted keeps its choice, so it can be seen and changed. */}
        {source.kind === 'answer' && !element && (
          <option value={sourceValue(condition)}>
            {t('logic.condition.deletedQuestion', { id: String(source.question) })}
          </option>
        )}
        {source.kind === 'variable' && !variables.some((variable) => variable.id === source.variable) && (
          <option value={sourceValue(condition)}>{t('logic.condition.deletedValue', { id: source.variable })}</option>
        )}
      </Select>
      {source.kind === 'param' && (
        <div className="prop-field">
          <label htmlFor={`${id}-param`}>{t('logic.condition.paramName')}</label>
          <input
            id={`${id}-param`}
            type="text"
            value={source.name}
            pattern="[A-Za-z0-9_\-]{1,64}"
            onChange={(event) => onChange({ ...condition, source: { kind: 'param', name: event.target.value } })}
          />
        </div>
      )}
      <Select
        label={t('rules.operator')}
        value={condition.operator}
        onChange={(next) =>
          onChange({
            ...condition,
            operator: next as RuleOperator,
            value: operatorNeedsValue(next as RuleOperator) ? condition.value : null,
          })
        }
      >
        {operatorChoices(type, condition.operator).map((operator) => (
          <option key={operator} value={operator}>
            {operatorLabel(operator, type, t)}
          </option>
        ))}
      </Select>
      {operatorNeedsValue(condition.operator) &&
        (element ? (
          <RuleValueField
            draft={{ type: 'showHide', if: { field: element.id, operator: condition.operator, value }, then: {} }}
            elements={questions}
            allowLink={false}
            onChange={(changes) => onChange({ ...condition, value: changes.value ?? null })}
          />
        ) : (
          <div className="prop-field">
            <label htmlFor={`${id}-value`}>{t('rules.value')}</label>
            <input
              id={`${id}-value`}
              type={type === 'Number' ? 'number' : 'text'}
              value={value}
              onChange={(event) => onChange({ ...condition, value: event.target.value })}
            />
          </div>
        ))}
      <button
        type="button"
        className="button button--secondary button--small logic-condition__remove"
        aria-label={t('logic.condition.remove', { number })}
        onClick={onRemove}
      >
        {t('logic.remove')}
      </button>
    </fieldset>
  );
}

/** Conditions joined by "all" or "any"; none always holds. */
export function ConditionsEditor({ label, group, questions, variables, onChange, empty }: ConditionsEditorProps) {
  const t = useT();
  const { conditions } = group;
  const first = questions[0];
  function add() {
    const condition: Condition = first
      ? { source: { kind: 'answer', question: first.id }, operator: 'equals', value: null }
      : { source: { kind: 'param', name: '' }, operator: 'equals', value: null };
    onChange({ ...group, conditions: [...conditions, condition] });
  }
  const replace = (index: number, condition: Condition | null) =>
    onChange({
      ...group,
      conditions: conditions.flatMap((current, at) => (at !== index ? [current] : condition ? [condition] : [])),
    });
  return (
    <fieldset className="logic-conditions">
      <legend>{label}</legend>
      {conditions.length > 1 && (
        <Select
          label={t('logic.condition.match')}
          value={group.match}
          onChange={(match) => onChange({ ...group, match: match as 'all' | 'any' })}
        >
          <option value="all">{t('logic.condition.all')}</option>
          <option value="any">{t('logic.condition.any')}</option>
        </Select>
      )}
      {conditions.length === 0 && <p className="muted logic-conditions__empty">{empty}</p>}
      {conditions.map((condition, index) => (
        <ConditionRow
          // Conditions have no ids: their place names them.
          key={index}
          condition={condition}
          number={index + 1}
          questions={questions}
          variables={variables}
          onChange={(next) => replace(index, next)}
          onRemove={() => replace(index, null)}
        />
      ))}
      <button type="button" className="button button--secondary button--small" onClick={add}>
        {t('logic.condition.add')}
      </button>
    </fieldset>
  );
}
