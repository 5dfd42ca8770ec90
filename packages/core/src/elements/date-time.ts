import { z } from 'zod';
import { validateDate } from './date';
import { defineInput } from './define';

// spec: builder §3 table, DateTime (1): dtStart and dtEnd flags. Answers are
// turned into ISO time in the Europe/Paris zone on submission (builder §5).
export const DATE_TIME_ZONE = 'Europe/Paris';
export const dateTimeSettings = z.looseObject({
  dtStart: z.boolean().optional(),
  dtEnd: z.boolean().optional(),
});

export const dateTimeElement = defineInput({
  type: 'DateTime',
  displayName: 'Date Time',
  weight: 1,
  settings: dateTimeSettings,
  chartType: 'lastFive',
  validate: validateDate,
});
