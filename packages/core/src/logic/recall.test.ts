import { describe, expect, it } from 'vitest';
import type { Element } from '../schemas/element';
import { applyRecall, hasRecall, recallReferences, recallUrl, redirectUrlFault } from './recall';

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

describe('recall in a redirect address', () => {
  it('URL-encodes each recalled value in its place', () => {
    expect(
      recallUrl(
        'https://shop.example/plan/{{var:plan}}?name={{answer:1}}&room={{answer:2}}&from={{param:utm}}',
        values,
      ),
    ).toBe('https://shop.example/plan/Pro?name=Ada%20%3Cb%3E&room=Large%20room&from=mail');
    expect(recallUrl('https://shop.example/thanks', values)).toBe('https://shop.example/thanks');
  });

  it('never lets a value change the site, the path’s shape or the query', () => {
    const hostile = {
      ...values,
      params: { next: '//evil.example/x?y=1#z', at: '@evil.example', q: 'a&admin=1' },
    };
    expect(recallUrl('https://shop.example/{{param:next}}', hostile)).toBe(
      'https://shop.example/%2F%2Fevil.example%2Fx%3Fy%3D1%23z',
    );
    expect(recallUrl('https://shop.example?who={{param:at}}&q={{param:q}}', hostile)).toBe(
      'https://shop.example/?who=%40evil.example&q=a%26admin%3D1',
    );
    // A token in the site is refused on save; were one stored, the address is not followed.
    expect(recallUrl('https://{{param:at}}/', hostile)).toBeNull();
    expect(recallUrl('{{param:next}}', hostile)).toBeNull();
    expect(redirectUrlFault('https://user{{param:at}}/')).toBe('recall-in-site');
    expect(redirectUrlFault('javascript:alert(1)//x/{{answer:1}}')).toBe('not-http');
    expect(redirectUrlFault('https://shop.example/a b')).toBe('not-http');
    expect(redirectUrlFault('https://shop.example/{{answer:1}}')).toBeNull();
  });
});
