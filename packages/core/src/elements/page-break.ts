import { z } from 'zod';
import { PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH } from '../limits';
import { defineStatic } from './define';

// spec: builder §3 table and §4, PageBreak (15)
export const NEXT_BUTTON_TEXT_DEFAULT = 'Next';
export const PREVIOUS_BUTTON_TEXT_DEFAULT = 'Previous';
export const SUBMIT_BUTTON_TEXT_DEFAULT = 'Submit';
export const PAGE_BREAK_STYLES = ['start', 'between', 'end'] as const;
export const pageBreakStyleSchema = z.enum(PAGE_BREAK_STYLES);
export type PageBreakStyle = z.infer<typeof pageBreakStyleSchema>;

// spec: builder §5, page break button texts 32 characters maximum
const buttonText = z.string().max(PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH).optional();
export const pageBreakSettings = z.looseObject({
  nextButtonText: buttonText,
  previousButtonText: buttonText,
  submitButtonText: buttonText,
  style: pageBreakStyleSchema.optional(),
  pageNumber: z.number().int().positive().optional(),
  maxPages: z.number().int().positive().optional(),
});

export const pageBreakElement = defineStatic({
  type: 'PageBreak',
  displayName: 'Page Break',
  weight: 15,
  defaults: {
    nextButtonText: NEXT_BUTTON_TEXT_DEFAULT,
    previousButtonText: PREVIOUS_BUTTON_TEXT_DEFAULT,
    submitButtonText: SUBMIT_BUTTON_TEXT_DEFAULT,
  },
  settings: pageBreakSettings,
});
