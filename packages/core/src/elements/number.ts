import { z } from 'zod';
import type { Element } from '../schemas/element';
import { flattenText, isBlank, toNumber } from './answers';
import { defineInput } from './define';
import { answerMessages } from './messages';

// A settings box may hold a number or the text typed into it.
const numericSetting = z.union([z.number(), z.string()]).nullable().optional();

// spec: builder §3 table, Number (1): minValue, maxValue (builder §5, the
// input's min and max attributes)
export const numberSettings = z.looseObject({
  minValue: numericSetting,
  maxValue: numericSetting,
});

function validateNumber(element: Element, answer: unknown): string | null {
  if (isBlank(answer)) return null;
  const value = toNumber(answer);
  if (value === null) return answerMessages.number;
  const min = toNumber(element.minValue);
  const max = toNumber(element.maxValue);
  if (min !== null && value < min) return answerMessages.numberMin(min);
  if (max !== null && value > max) return answerMessages.numberMax(max);
  return null;
}

export const numberElement = defineInput({
  type: 'Number',
  displayName: 'Number',
  weight: 1,
  settings: numberSettings,
  chartType: 'average',
  validate: validateNumber,
  format: (_element, answer) => flattenText(answer),
});
