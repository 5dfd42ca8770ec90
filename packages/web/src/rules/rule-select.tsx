import { ruleOperatorsFor } from '@formbuilder/core';
import type { Element, RuleOperator } from '@formbuilder/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

// The labelled select of the rule editor's sentences, shared with the logic screen's
// conditions (docs/product.md §B5 and "Logic").

export function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="prop-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The operators offered for an if-field (core's ruleOperatorsFor), and a saved rule's own even if not among them. */
export function operatorChoices(
  type: Element['type'] | undefined,
  current: RuleOperator | null | undefined,
): readonly RuleOperator[] {
  const offered = ruleOperatorsFor(type);
  return current && !offered.includes(current) ? [...offered, current] : offered;
}
