import { elementName, ifFieldChoices, RULE_COMMANDS, ruleOperatorsFor, thenFieldChoices } from '@formbuilder/core';
import type { Element, RuleCommand, RuleDraft, RuleOperator } from '@formbuilder/core';
import type { FormEvent } from 'react';
import { RuleValueField } from './rule-value-field';
import { operatorChoices, Select } from './rule-select';
import { COMMAND_LABELS, operatorLabel } from './rule-words';

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
      aria-label={draft.id === undefined ? 'New rule' : `Rule ${draft.id}`}
    >
      <div className="rule-editor__row">
        <Select label="If" value={ifField === null ? '' : String(ifField)} onChange={handleIfField}>
          <option value="">Choose a question</option>
          {ifFieldChoices(elements).map((element) => (
            <option key={element.id} value={String(element.id)}>
              {elementName(element)}
            </option>
          ))}
        </Select>
        <Select
          label="Operator"
          value={draft.if?.operator ?? ''}
          onChange={(value) => setIf({ operator: value === '' ? null : (value as RuleOperator) })}
        >
          <option value="">Choose a condition</option>
          {operatorChoices(ifElement?.type, draft.if?.operator).map((operator) => (
            <option key={operator} value={operator}>
              {operatorLabel(operator, ifElement?.type)}
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
          label="Then"
          value={draft.then?.command ?? ''}
          onChange={(value) => setThen({ command: value === '' ? null : (value as RuleCommand) })}
        >
          <option value="">Choose an action</option>
          {RULE_COMMANDS.map((command) => (
            <option key={command} value={command}>
              {COMMAND_LABELS[command]}
            </option>
          ))}
        </Select>
        <Select
          label="Field"
          value={thenField === null ? '' : String(thenField)}
          onChange={(value) => setThen({ field: idOf(value) })}
        >
          <option value="">Choose a field</option>
          {thenFieldChoices(elements, ifField).map((element) => (
            <option key={element.id} value={String(element.id)}>
              {elementName(element)}
            </option>
          ))}
        </Select>
      </div>
      <div className="rule-editor__actions">
        <button type="submit" className="button button--primary button--small">
          Save Rule
        </button>
      </div>
    </form>
  );
}
