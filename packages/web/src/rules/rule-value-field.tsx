import {
  canBeIfField,
  elementName,
  operatorNeedsValue,
  ruleAnswerKind,
  ruleValueChoices,
  withDatasetOptions,
} from '@formbuilder/core';
import type { Element, RuleAnswerKind, RuleDraft } from '@formbuilder/core';
import { useId } from 'react';
import { useStageDatasets } from '../builder/stage/use-stage-datasets';
import { useT } from '../i18n/i18n-context';

// A number or a date is typed in an input made for it; the value is still saved as text.
export const VALUE_INPUT_TYPES: Partial<Record<RuleAnswerKind, string>> = {
  number: 'number',
  date: 'date',
  dateTime: 'date',
};

interface RuleValueFieldProps {
  draft: RuleDraft;
  elements: readonly Element[];
  onChange: (changes: Pick<RuleDraft, 'fieldLink'> & { value?: string | null }) => void;
  /** Offer comparing with another question's answer (show/hide rules do; logic conditions do not). */
  allowLink?: boolean;
}

/**
 * docs/product.md §B5: the value is chosen from the if-field's options for
 * Checkbox, Radio, NetPromoterScore, RatingScale and Dropdown (fieldLink off),
 * hidden for isEmpty and isFilled, and typed freely otherwise, or taken
 * from another question's answer (fieldLink).
 */
export function RuleValueField({ draft, elements, onChange, allowLink = true }: RuleValueFieldProps) {
  const id = useId();
  const t = useT();
  const ifElement = elements.find((element) => element.id === draft.if?.field);
  // A question set to a dataset offers the dataset's values (the ones the
  // stage shows and the server accepts), not its stored 'Option 1 / Option 2'.
  const datasets = useStageDatasets(ifElement ? [ifElement] : []);
  const operator = draft.if?.operator;
  if (!ifElement || !operator || !operatorNeedsValue(operator)) return null;
  const value = draft.if?.value === undefined || draft.if.value === null ? '' : String(draft.if.value);
  const choices = ruleValueChoices(withDatasetOptions(ifElement, (name) => datasets[name]));

  if (choices) {
    return (
      <div className="prop-field">
        <label htmlFor={id}>{t('rules.value')}</label>
        <select id={id} value={value} onChange={(event) => onChange({ value: event.target.value, fieldLink: false })}>
          <option value="">{t('rules.chooseValue')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.display}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const linked = allowLink && draft.fieldLink === true;
  const others = elements.filter((element) => canBeIfField(element) && element.id !== ifElement.id);
  return (
    <div className="prop-field">
      <label htmlFor={id}>{t('rules.value')}</label>
      {linked ? (
        <select id={id} value={value} onChange={(event) => onChange({ value: event.target.value })}>
          <option value="">{t('rules.chooseQuestion')}</option>
          {others.map((element) => (
            <option key={element.id} value={String(element.id)}>
              {elementName(element)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={VALUE_INPUT_TYPES[ruleAnswerKind(ifElement.type) ?? 'text'] ?? 'text'}
          value={value}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      )}
      {allowLink && (
        <label className="checkbox rule-editor__link">
          <input
            type="checkbox"
            checked={linked}
            onChange={(event) => onChange({ fieldLink: event.target.checked, value: null })}
          />
          {t('rules.compareLink')}
        </label>
      )}
    </div>
  );
}
