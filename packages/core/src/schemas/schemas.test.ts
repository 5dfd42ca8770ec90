import { describe, expect, it } from 'vitest';
import { createNewForm } from '../form-defaults';
import { elementSchema } from './element';
import { formPropsSchema, formSchema } from './form';
import {
  evaluationPageLabelsIntegrationSchema,
  getSubmitBehaviour,
  googleDriveIntegrationSchema,
  googleSheetsIntegrationSchema,
  integrationSchema,
} from './integrations';
import { ruleSchema } from './rule';
import { formatCompletionTime, formatStatisticNumber, statisticsSchema } from './statistics';
import { entrySchema, submissionSchema } from './submission';

describe('element schema', () => {
  it('keeps type-specific fields', () => {
    const parsed = elementSchema.parse({ id: 3, type: 'Number', label: 'Age', minValue: 18 });
    expect(parsed.minValue).toBe(18);
  });

  it('refuses unknown types and labels over 2000 characters', () => {
    expect(elementSchema.safeParse({ id: 1, type: 'Captcha' }).success).toBe(false);
    expect(elementSchema.safeParse({ id: 1, type: 'TextBox', label: 'x'.repeat(2001) }).success).toBe(false);
    expect(elementSchema.safeParse({ id: 1, type: 'Radio', options: ['x'.repeat(2001)] }).success).toBe(false);
  });
});

describe('form schema', () => {
  const props = createNewForm().props;

  it('checks type-specific settings and unique ids', () => {
    const badRating = { ...props, elements: [{ id: 1, type: 'RatingScale', ratingScaleOptionTopLimit: 11 }] };
    expect(formPropsSchema.safeParse(badRating).success).toBe(false);
    const longNext = { ...props, elements: [{ id: 1, type: 'PageBreak', nextButtonText: 'x'.repeat(33) }] };
    expect(formPropsSchema.safeParse(longNext).success).toBe(false);
    const twice = {
      ...props,
      elements: [
        { id: 1, type: 'TextBox' },
        { id: 1, type: 'Email' },
      ],
    };
    expect(formPropsSchema.safeParse(twice).success).toBe(false);
  });

  it('checks tags, url, method, saveOnServer and categoryId', () => {
    expect(formPropsSchema.safeParse({ ...props, tags: ['ok', 'not ok'] }).success).toBe(false);
    const extras = {
      ...props,
      url: { value: 'https://example.com/hook' },
      method: { value: 'PATCH' },
      saveOnServer: { value: true },
      categoryId: { value: 3 },
      customParams: { a: 1 },
    };
    expect(formPropsSchema.safeParse(extras).success).toBe(true);
    expect(formPropsSchema.safeParse({ ...props, method: { value: 'GET' } }).success).toBe(false);
  });

  it('caps the title at 256 characters and private at 0 or 1', () => {
    const form = createNewForm();
    expect(formSchema.safeParse({ ...form, title: 'x'.repeat(257) }).success).toBe(false);
    expect(formSchema.safeParse({ ...form, private: 2 }).success).toBe(false);
  });

  it('fills autoPageBreak defaults', () => {
    const parsed = formPropsSchema.parse({ elements: [], autoPageBreak: { active: true } });
    expect(parsed.autoPageBreak).toEqual({
      active: true,
      elemPerPage: 1,
      nextButtonText: 'Next',
      prevButtonText: 'Previous',
      submitButtonText: 'Submit',
    });
  });
});

describe('integration entries', () => {
  it('fill evaluation label defaults and cap them at 16', () => {
    const parsed = evaluationPageLabelsIntegrationSchema.parse({
      type: 'evaluationPageLabels',
      value: { score: 'Points' },
    });
    expect(parsed.value).toMatchObject({ score: 'Points', questionCount: 'Questions', completionTime: 'Time' });
    const long = { type: 'evaluationPageLabels', value: { score: 'x'.repeat(17) } };
    expect(integrationSchema.safeParse(long).success).toBe(false);
  });

  it('cap the thank-you title at 128 and text at 256', () => {
    expect(integrationSchema.safeParse({ type: 'tyPageTitle', value: 'x'.repeat(129) }).success).toBe(false);
    expect(integrationSchema.safeParse({ type: 'tyPageText', value: 'x'.repeat(256) }).success).toBe(true);
    expect(integrationSchema.safeParse({ type: 'tyPageText', value: 'x'.repeat(257) }).success).toBe(false);
  });

  it('know the two submit behaviours', () => {
    expect(integrationSchema.safeParse({ type: 'submitBehaviour', value: 'Evaluate Form' }).success).toBe(true);
    expect(integrationSchema.safeParse({ type: 'submitBehaviour', value: 'Redirect' }).success).toBe(false);
    expect(getSubmitBehaviour([])).toBe('Show Thank You Page');
    expect(getSubmitBehaviour([{ type: 'submitBehaviour', value: 'Evaluate Form' }])).toBe('Evaluate Form');
  });

  it('read drive and sheet settings', () => {
    const drive = googleDriveIntegrationSchema.parse({
      type: 'GoogleDrive',
      active: true,
      paused: false,
      targetFolder: { name: 'Forms', id: 'f1' },
    });
    expect(drive.submissionIdentifier).toBe('{submissionDate}');
    const sheet = googleSheetsIntegrationSchema.parse({
      type: 'GoogleSheets',
      targetSpreadsheet: { title: 'Answers', id: 's1', sheet: { title: 'Sheet 1' } },
      fieldMapping: { advancedConfigEnabled: true, referenceRow: [{ title: 'A' }], valuesRow: [{ title: 'Name' }] },
    });
    expect(sheet.targetSpreadsheet?.sheet.title).toBe('Sheet 1');
  });
});

describe('rules, submissions and statistics', () => {
  it('rule: showHide with an operator and a command', () => {
    const rule = {
      id: 1,
      type: 'showHide',
      if: { field: 1, operator: 'equals', value: 'a' },
      then: { command: 'show', field: 2 },
      fieldLink: false,
    };
    expect(ruleSchema.safeParse(rule).success).toBe(true);
    expect(ruleSchema.safeParse({ ...rule, if: { ...rule.if, operator: 'matches' } }).success).toBe(false);
    expect(ruleSchema.safeParse({ ...rule, then: { command: 'disable', field: 2 } }).success).toBe(false);
  });

  it('submission: version 0 is the draft, read is 0 or 1', () => {
    const row = { id: 1, form_id: 2, version: 0, created_at: '2024-01-01T00:00:00Z', read: 0 };
    expect(submissionSchema.safeParse(row).success).toBe(true);
    expect(submissionSchema.safeParse({ ...row, read: 2 }).success).toBe(false);
    expect(entrySchema.safeParse({ question_id: 1, submission_id: 1, value: ['a', 'b'] }).success).toBe(true);
  });

  it('statistics: the five chart types', () => {
    const stats = {
      responses: 3,
      average_completion_time: 42.5,
      elements: [
        {
          label: 'Colour',
          chartType: 'pieChart',
          chartItems: [{ name: 'Red', value: 2, color: '#f00' }],
          responseCount: 3,
        },
        { label: 'NPS', chartType: 'netPromoterScore', chartItems: [], responseCount: 3, netPromoterScore: 33.33 },
      ],
    };
    expect(statisticsSchema.safeParse(stats).success).toBe(true);
    const bad = { ...stats, elements: [{ label: 'x', chartType: 'lineChart', chartItems: [], responseCount: 0 }] };
    expect(statisticsSchema.safeParse(bad).success).toBe(false);
  });

  it('shows completion time as mm:ss and numbers with two decimals (docs/product.md §B9)', () => {
    expect(formatCompletionTime(65)).toBe('01:05');
    expect(formatCompletionTime(3725)).toBe('62:05');
    expect(formatStatisticNumber(33.3333)).toBe('33.33');
  });
});
