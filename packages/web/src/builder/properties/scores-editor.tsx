import { EMPTY_LOGIC, ruleValueChoices, withDatasetOptions } from '@formbuilder/core';
import type { ChoiceScores, Element } from '@formbuilder/core';
import { useId } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useStageDatasets } from '../stage/use-stage-datasets';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';

// A choice question's option scores (docs/product.md, "Logic"): a number per option, stored in
// the form's logic as scores[questionId][optionValue], read by calculations and formulas
// ({score:ID}). An option left empty scores nothing.

export function ScoresEditor({ element }: { element: Element }) {
  const id = useId();
  const t = useT();
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const datasets = useStageDatasets([element]);
  const options = ruleValueChoices(withDatasetOptions(element, (name) => datasets[name])) ?? [];
  if (!form || options.length === 0) return null;
  const logic = form.props.logic ?? EMPTY_LOGIC;
  const key = String(element.id);
  const scores = logic.scores[key] ?? {};

  function setScore(value: string, text: string) {
    const next: ChoiceScores = { ...scores };
    const number = Number(text);
    if (text.trim() === '' || !Number.isFinite(number)) delete next[value];
    else next[value] = number;
    const all = { ...logic.scores };
    if (Object.keys(next).length === 0) delete all[key];
    else all[key] = next;
    dispatch(edit({ type: 'updateProps', changes: { logic: { ...logic, scores: all } } }, `scores:${key}:${value}`));
  }

  return (
    <fieldset className="prop-field scores-editor" aria-describedby={`${id}-hint`}>
      <legend>{t('builder.props.scores')}</legend>
      <p className="prop-field__hint" id={`${id}-hint`}>
        {t('builder.props.scoresHint')}
      </p>
      <div className="scores-editor__grid">
        {options.map((option, index) => (
          <div key={option.value} className="scores-editor__option">
            <label htmlFor={`${id}-${String(index)}`}>{t('builder.props.scoreOf', { option: option.display })}</label>
            <input
              id={`${id}-${String(index)}`}
              type="number"
              step="any"
              value={scores[option.value] ?? ''}
              onChange={(event) => setScore(option.value, event.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
