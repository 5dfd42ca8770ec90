import { describe, expect, it } from 'vitest';
import { logicSchema } from './logic';

const messages = (value: unknown) => logicSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('stored logic', () => {
  it('fills what is left out', () => {
    expect(logicSchema.parse({})).toEqual({ jumps: [], variables: [], updates: [], endings: [], scores: {} });
    expect(logicSchema.parse({ jumps: [{ id: 'j', from: 0, to: { kind: 'ending', ending: 'e' } }] }).jumps[0]).toEqual({
      id: 'j',
      from: 0,
      to: { kind: 'ending', ending: 'e' },
      match: 'all',
      conditions: [],
    });
  });

  it('refuses in words a formula it cannot read, a redirect without an address, twice the same id and a value started with the wrong kind', () => {
    expect(
      messages({
        variables: [
          { id: 'total', name: 'Total', kind: 'number', initial: 'zero' },
          { id: 'total', name: 'Again', kind: 'text', initial: '' },
        ],
        updates: [{ id: 'u', variable: 'total', action: 'add', operand: { kind: 'formula', formula: '2 +' } }],
        endings: [
          { id: 'e', name: 'Away', kind: 'redirect' },
          { id: 'f', name: 'Elsewhere', kind: 'redirect', url: 'javascript:alert(1)' },
        ],
      }),
    ).toEqual([
      'The formula ends too soon: a number or a value is missing at its end.',
      'A redirect goes to an http or https address, such as https://example.com/thanks.',
      'Two values share the id “total”.',
      'The ending “Away” redirects: it needs an address.',
      'The value “Total” starts with a number.',
    ]);
  });

  it('takes a redirect that recalls values after its site, and refuses one that recalls its site', () => {
    const ending = (url: string) => ({ endings: [{ id: 'e', name: 'Away', kind: 'redirect', url }] });
    expect(messages(ending('https://shop.example/p/{{var:plan}}?utm={{param:utm}}#{{answer:3}}'))).toEqual([]);
    const site =
      'A recalled value can only be in a redirect address’s path, query or fragment, after its site (https://example.com/…).';
    expect(messages(ending('https://{{param:host}}/thanks'))).toEqual([site]);
    expect(messages(ending('{{param:next}}'))).toEqual([site]);
    expect(messages(ending('https://shop.example{{param:port}}/'))).toEqual([site]);
    expect(messages(ending('ftp://shop.example/{{var:plan}}'))).toEqual([
      'A redirect goes to an http or https address, such as https://example.com/thanks.',
    ]);
  });

  it('refuses ids a recall token could not name', () => {
    expect(messages({ variables: [{ id: '1st', name: 'First', kind: 'number', initial: 0 }] })).toEqual([
      'A value’s id starts with a letter and uses letters, digits and _ (64 at most).',
    ]);
  });
});
