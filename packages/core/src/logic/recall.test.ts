import { describe, expect, it } from 'vitest';
import type { Element } from '../schemas/element';
import { applyRecall, hasRecall, recallReferences } from './recall';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Radio', label: 'Size', options: ['Large room##large', 'Small room##small'] },
];
const values = {
  elements,
  answers: { '1': 'Ada <b>', '2': 'large' },
  params: { utm: 'mail' },
  variables: { price: 120.456, plan: 'Pro' },
};

describe('recall', () => {
  it('finds the values a text recalls, by id', () => {
    expect(recallReferences('Hi {{answer:1}}, from {{param:utm}}: {{var:price}} {{answer:x}}')).toEqual([
      { kind: 'answer', question: 1 },
      { kind: 'param', name: 'utm' },
      { kind: 'var', variable: 'price' },
    ]);
    expect(hasRecall('Hello')).toBe(false);
    expect(hasRecall('{{var:price}}')).toBe(true);
  });

  it('replaces each with what the visitor reads: a choice by its display text, a number rounded', () => {
    expect(
      applyRecall('{{answer:2}} for {{var:price}} ({{var:plan}}, {{param:utm}}, {{param:none}})', values, false),
    ).toBe('Large room for 120.46 (Pro, mail, )');
  });

  it('escapes answers placed in rich text, and leaves the text alone without tokens', () => {
    expect(applyRecall('<p>Thanks {{answer:1}}</p>', values, true)).toBe('<p>Thanks Ada &lt;b&gt;</p>');
    expect(applyRecall('<p>Thanks {{answer:1}}</p>', values, false)).toBe('<p>Thanks Ada <b></p>');
    expect(applyRecall('Plain', values, true)).toBe('Plain');
  });
});
