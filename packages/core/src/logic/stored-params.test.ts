import { describe, expect, it } from 'vitest';
import type { FormProps } from '../schemas/form';
import { EMPTY_LOGIC } from './types';
import {
  PARAM_VALUE_MAX_LENGTH,
  declaredParams,
  paramColumnKey,
  storedParamNames,
  storedParams,
} from './stored-params';

const props = {
  elements: [
    { id: 1, type: 'URLParam', label: 'Campaign', searchUrlParam: 'utm_campaign' },
    { id: 2, type: 'TextBox', label: 'Hello {{param:name}}' },
    { id: 3, type: 'URLParam', label: 'Nothing named', searchUrlParam: '' },
  ],
  logic: {
    ...EMPTY_LOGIC,
    jumps: [
      {
        id: 'j',
        from: 0,
        to: { kind: 'ending', ending: 'e' },
        match: 'all',
        conditions: [{ source: { kind: 'param', name: 'ref' }, operator: 'is', value: 'x' }],
      },
    ],
    endings: [
      {
        id: 'e',
        name: 'Away',
        kind: 'redirect',
        url: 'https://a.example/?c={{param:coupon}}',
        match: 'all',
        conditions: [],
      },
    ],
  },
} as unknown as FormProps;

describe('URL parameters stored with a submission', () => {
  it('are those the form names: URL Parameter questions, conditions and recalled texts', () => {
    expect(declaredParams(props)).toEqual(['utm_campaign', 'ref', 'name', 'coupon']);
    expect(declaredParams({ elements: [], logic: EMPTY_LOGIC })).toEqual([]);
  });

  it('keep only the declared ones, each value bounded', () => {
    expect(
      storedParams(props, { ref: 'x', name: 'N'.repeat(PARAM_VALUE_MAX_LENGTH + 10), tracking: 'secret', gclid: 'y' }),
    ).toEqual({ ref: 'x', name: 'N'.repeat(PARAM_VALUE_MAX_LENGTH) });
  });

  it('are stored, and given a Data column, only by a form that follows its logic', () => {
    expect(storedParamNames(props).map(paramColumnKey)).toEqual([
      'param:utm_campaign',
      'param:ref',
      'param:name',
      'param:coupon',
    ]);
    // A URL Parameter question alone takes the plain path: its answer is its own column.
    const plainForm = { elements: [props.elements[0]!], logic: EMPTY_LOGIC } as FormProps;
    expect(declaredParams(plainForm)).toEqual(['utm_campaign']);
    expect(storedParamNames(plainForm)).toEqual([]);
  });
});
