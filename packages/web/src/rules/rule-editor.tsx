import { elementName, ifFieldChoices, RULE_COMMANDS, ruleOperatorsFor, thenFieldChoices } from '@formbuilder/core';
import type { Element, RuleCommand, RuleDraft, RuleOperator } from '@formbuilder/core';
import type { FormEvent } from 'react';
import { RuleValueField } from './rule-value-field';
import { operatorChoices, Select } from './rule-select';
import { useT } from '../i18n/i18n-context';
import { commandLabel, operatorLabel } from './rule-words';

interface RuleEditorProps {
  draft: RuleDraft;
  elements: readonly Element[];
  onChange: (draft: RuleDraft) => void;
  onSave: () => void;
}

const idOf = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * One show/hide rule (docs/product.md §B3 Rule, §B5): if-field (questions only),
 * operator, value, then a command and a then-field (no page breaks, not the
 * if-field).
 */
export function RuleEditor({ draft, elements, onChange, onSave }: RuleEditorProps) {
  const t = useT();
  const ifField = draft.if?.field ?? null;
  const thenField = draft.then?.field ?? null;
  const ifElement = elements.find((element) => element.id === ifField);
  const setIf = (changes: NonNullable<RuleDraft['if']>) => onChange({ ...draft, if: { ...draft.if, ...changes } });
  const setThen = (changes: NonNullable<RuleDraft['then']>) =>
    onChange({ ...draft, then: { ...draft.then, ...changes } });

  function handleIfField(value: string) {
    const field = idOf(value);
    const type = elements.find((element) => element.id === field)?.type;
    const operator = draft.if?.operator;
    // A new if-field has other values and maybe other operators; it cannot also be the then-field.
    onChange({
      ...draft,
      fieldLink: false,
      if: {
        ...draft.if,
        field,
        value: null,
        operator: operator && ruleOperatorsFor(type).includes(operator) ? operator : null,
      },
      then: { ...draft.then, field: thenField === field ? null : thenField },
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }

  return (
    <form
      className="rule-editor"
      onSubmit={handleSubmit}
      aria-label={draft.id === undefined ? t('rules.newRule') : t('rules.rule', { id: String(draft.id) })}
    >
      <div className="rule-editor__row">
        <Select label={t('rules.if')} value={ifField === null ? '' : String(ifField)} onChange={handleIfField}>
          <option value="">{t('rules.chooseQuestion')}</option>
          {ifFieldChoices(elements).map((element) => (
            <option key={element.id} value={String(element.id)}>
              {elementName(element)}
            </option>
          ))}
        </Select>
        <Select
          label={t('rules.operator')}
          value={draft.if?.operator ?? ''}
          onChange={(value) => setIf({ operator: value === '' ? null : (value as RuleOperator) })}
        >
          <option value="">{t('rules.chooseCondition')}</option>
          {operatorChoices(ifElement?.type, draft.if?.operator).map((operator) => (
            <option key={operator} value={operator}>
              {operatorLabel(operator, ifElement?.type, t)}
            </option>
          ))}
        </Select>
        <RuleValueField
          draft={draft}
          elements={elements}
          onChange={({ value, fieldLink }) =>
            onChange({ ...draft, fieldLink: fieldLink ?? draft.fieldLink, if: { ...draft.if, value } })
          }
        />
      </div>
      <div className="rule-editor__row">
        <Select
          label={t('rules.then')}
          value={draft.then?.command ?? ''}
          onChange={(value) => setThen({ command: value === '' ? null : (value as RuleCommand) })}
        >
          <option value="">{t('rules.chooseAction')}</option>
          {RULE_COMMANDS.map((command) => (
            <option key={command} value={command}>
              {commandLabel(command, t)}
            </option>
          ))}
        </Select>
        <Select
          label={t('rules.field')}
          value={thenField === null ? '' : String(thenField)}
          onChange={(value) => setThen({ field: idOf(value) })}
        >
          <option value="">{t('rules.chooseField')}</option>
          {thenFieldChoices(elements, ifField).map((element) => (
            <option key={element.id} value={String(element.id)}>
              {elementName(element)}
            </option>
          ))}
        </Select>
      </div>
      <div className="rule-editor__actions">
        <button type="submit" className="button button--primary button--small">
          {t('rules.saveRule')}
        </button>
      </div>
    </form>
  );
}
