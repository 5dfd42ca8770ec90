import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  elementName,
  ifFieldChoices,
  operatorNeedsValue,
  ruleAnswerKind,
  ruleOperatorsFor,
  ruleValueChoices,
  withDatasetOptions,
  ANSWER_CONDITIONS_MAX,
} from '@formbuilder/core';
import type { AnswerCondition, Element, RuleOperator } from '@formbuilder/core';
import { useStageDatasets } from '../builder/stage/use-stage-datasets';
import { operatorLabel } from '../rules/rule-words';
import { VALUE_INPUT_TYPES } from '../rules/rule-value-field';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useT } from '../i18n/i18n-context';

// docs/product.md §B7, filter by answer: rows reading as the rule editor's sentence ("Coming? is
// Yes"), with its operators and words, all of which must hold. A row counts once complete.

const TYPING_DEBOUNCE_MS = 300;

interface Row {
  key: number;
  questionId: number;
  operator: RuleOperator;
  value: string;
}

const complete = (row: Row) => !operatorNeedsValue(row.operator) || row.value.trim() !== '';

const conditionOf = (row: Row): AnswerCondition =>
  operatorNeedsValue(row.operator)
    ? { questionId: row.questionId, operator: row.operator, value: row.value.trim() }
    : { questionId: row.questionId, operator: row.operator };

/** A new row, or one whose question changed: the question's first operator, no value yet. */
const rowFor = (key: number, question: Element): Row => ({
  key,
  questionId: question.id,
  operator: ruleOperatorsFor(question.type)[0] ?? 'isFilled',
  value: '',
});

interface AnswerFiltersProps {
  /** The form's questions (its published version). */
  elements: readonly Element[];
  /** Called with the complete conditions, once typing pauses. */
  onChange: (conditions: AnswerCondition[]) => void;
}

export function AnswerFilters({ elements, onChange }: AnswerFiltersProps) {
  const questions = useMemo(() => ifFieldChoices(elements), [elements]);
  const [rows, setRows] = useState<Row[]>([]);
  const nextKey = useRef(1);
  const datasets = useStageDatasets(questions);
  const t = useT();
  const conditions = useMemo(() => rows.filter(complete).map(conditionOf), [rows]);
  const settled = useDebouncedValue(conditions, TYPING_DEBOUNCE_MS);
  const sent = useRef<string>('[]');
  useEffect(() => {
    // Only a change the server would see: a row still being filled in asks nothing.
    const text = JSON.stringify(settled);
    if (text === sent.current) return;
    sent.current = text;
    onChange(settled);
  }, [settled, onChange]);

  if (questions.length === 0) return null;

  const add = () => {
    const first = questions[0];
    if (!first) return;
    setRows([...rows, rowFor(nextKey.current++, first)]);
  };
  const change = (key: number, next: Row) => setRows(rows.map((row) => (row.key === key ? next : row)));
  const remove = (key: number) => setRows(rows.filter((row) => row.key !== key));

  return (
    <div className="answer-filters">
      {rows.length > 0 && (
        <ul className="answer-filters__rows" aria-label={t('data.filter.rows')}>
          {rows.map((row) => (
            <AnswerFilterRow
              key={row.key}
              row={row}
              questions={questions}
              datasets={datasets}
              onChange={(next) => change(row.key, next)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </ul>
      )}
      {rows.length < ANSWER_CONDITIONS_MAX && (
        <button type="button" className="button button--secondary button--small" onClick={add}>
          {t('data.filter.add')}
        </button>
      )}
    </div>
  );
}

interface AnswerFilterRowProps {
  row: Row;
  questions: readonly Element[];
  datasets: ReturnType<typeof useStageDatasets>;
  onChange: (row: Row) => void;
  onRemove: () => void;
}

function AnswerFilterRow({ row, questions, datasets, onChange, onRemove }: AnswerFilterRowProps) {
  const id = useId();
  const t = useT();
  const question = questions.find((element) => element.id === row.questionId) ?? questions[0];
  if (!question) return null;
  const choices = ruleValueChoices(withDatasetOptions(question, (name) => datasets[name]));
  const name = elementName(question);
  return (
    <li className="answer-filters__row">
      <label className="visually-hidden" htmlFor={`${id}-question`}>
        {t('data.filter.question')}
      </label>
      <select
        id={`${id}-question`}
        className="answer-filters__question"
        value={question.id}
        onChange={(event) => {
          const next = questions.find((element) => String(element.id) === event.target.value);
          if (next) onChange(rowFor(row.key, next));
        }}
      >
        {questions.map((element) => (
          <option key={element.id} value={element.id}>
            {elementName(element)}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-operator`}>
        {t('data.filter.condition', { name })}
      </label>
      <select
        id={`${id}-operator`}
        value={row.operator}
        onChange={(event) =>
          onChange({
            ...row,
            operator: event.target.value as RuleOperator,
            value: operatorNeedsValue(event.target.value as RuleOperator) ? row.value : '',
          })
        }
      >
        {ruleOperatorsFor(question.type).map((operator) => (
          <option key={operator} value={operator}>
            {operatorLabel(operator, question.type)}
          </option>
        ))}
      </select>
      {operatorNeedsValue(row.operator) && (
        <>
          <label className="visually-hidden" htmlFor={`${id}-value`}>
            {t('data.filter.value', { name })}
          </label>
          {choices ? (
            <select
              id={`${id}-value`}
              value={row.value}
              onChange={(event) => onChange({ ...row, value: event.target.value })}
            >
              <option value="">{t('data.filter.chooseValue')}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.display}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-value`}
              type={VALUE_INPUT_TYPES[ruleAnswerKind(question.type) ?? 'text'] ?? 'text'}
              value={row.value}
              maxLength={200}
              onChange={(event) => onChange({ ...row, value: event.target.value })}
            />
          )}
        </>
      )}
      <button
        type="button"
        className="button button--secondary button--small answer-filters__remove"
        aria-label={t('data.filter.remove', { name })}
        title={t('data.filter.remove', { name })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
