import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  canBeIfField,
  formPropsSchema,
  getSubmitBehaviour,
  isRuleComplete,
  isValidTag,
  parseOptions,
  ruleValueChoices,
  splitPages,
  THANK_YOU_TEXT_MAX_LENGTH,
  THANK_YOU_TITLE_MAX_LENGTH,
  type Element,
  type FormProps,
} from '@formbuilder/core';
import { starterTemplates } from './index';

const parsed = starterTemplates.map((template) => ({
  title: template.title,
  result: formPropsSchema.safeParse(template.props),
}));

function propsOf(title: string): FormProps {
  const entry = parsed.find((item) => item.title === title);
  if (!entry?.result.success) throw new Error(`${title} does not parse`);
  return entry.result.data;
}

// Templates that do not parse are reported by the formPropsSchema test; the
// other checks run on those that do, so one broken file does not hide the rest.
const all = (): { title: string; props: FormProps }[] =>
  parsed.flatMap(({ title, result }) => (result.success ? [{ title, props: result.data }] : []));

const integrationValue = (props: FormProps, type: string): unknown =>
  props.integrations.find((entry) => entry.type === type)?.value;

describe('starter templates', () => {
  it('offers at least 12 templates with unique, non-empty titles', () => {
    expect(starterTemplates.length).toBeGreaterThanOrEqual(12);
    const titles = starterTemplates.map((template) => template.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.trim()).not.toBe('');
  });

  it('includes every JSON file in data/', () => {
    const dir = fileURLToPath(new URL('./data', import.meta.url));
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(starterTemplates.length);
  });

  it.each(parsed)('$title parses with formPropsSchema', ({ result }) => {
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it.each(starterTemplates)('$title has the complete props shape', ({ title, props }) => {
    const raw = props as Record<string, unknown>;
    for (const key of ['elements', 'integrations', 'customCSS', 'tags', 'rules', 'autoPageBreak', 'design']) {
      expect(raw, `${title}: ${key}`).toHaveProperty(key);
    }
    const parsedProps = propsOf(title);
    expect(parsedProps.customCSS).toEqual({ value: '', isEncoded: false });
    expect(parsedProps.autoPageBreak?.active).toBe(false);
    expect(parsedProps.design?.theme).toBe('gleam');
    expect(parsedProps.design?.colour).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it.each(all())('$title numbers its elements 1, 2, 3 … and ends with a Button', ({ props }) => {
    const ids = props.elements.map((element) => element.id);
    expect(ids).toEqual(ids.map((_id, index) => index + 1));
    const last = props.elements.at(-1);
    expect(last?.type).toBe('Button');
    expect(last?.buttonText?.trim()).toBeTruthy();
    expect(props.elements.filter((element) => element.type === 'Button')).toHaveLength(1);
  });

  it.each(all())('$title labels its questions and gives choice questions options', ({ props }) => {
    for (const element of props.elements) {
      if (!canBeIfField(element)) continue;
      expect(element.label?.trim(), `element ${String(element.id)}`).toBeTruthy();
      expect(element.label).not.toMatch(/<[a-z/]/i);
      if (['Radio', 'Checkbox', 'Dropdown'].includes(element.type) && element.hasDataset !== true) {
        const options = parseOptions(element.options);
        expect(options.length, `element ${String(element.id)}`).toBeGreaterThanOrEqual(1);
        const values = options.map((option) => option.value);
        expect(new Set(values).size).toBe(values.length);
      }
    }
  });

  it.each(all())('$title has valid tags, the first naming its gallery group', ({ props }) => {
    expect(props.tags.length).toBeGreaterThanOrEqual(1);
    for (const tag of props.tags) expect(isValidTag(tag), tag).toBe(true);
    expect(props.tags[0]).toMatch(/^[A-Z]/);
  });

  it.each(all())('$title carries the default integration entries', ({ props }) => {
    expect(props.integrations.map((entry) => entry.type)).toEqual([
      'email',
      'submitBehaviour',
      'tyPageTitle',
      'tyPageText',
      'evaluationPageLabels',
    ]);
    const email = props.integrations.find((entry) => entry.type === 'email');
    expect(email?.active).toBe(false);
    expect(email && 'to' in email ? email.to : undefined).toBe('');
    const title = integrationValue(props, 'tyPageTitle');
    const text = integrationValue(props, 'tyPageText');
    expect(typeof title === 'string' && title.length > 0 && title.length <= THANK_YOU_TITLE_MAX_LENGTH).toBe(true);
    expect(typeof text === 'string' && text.length > 0 && text.length <= THANK_YOU_TEXT_MAX_LENGTH).toBe(true);
  });

  it.each(all())('$title has rules that are complete and point at its elements', ({ props }) => {
    const byId = new Map<number, Element>(props.elements.map((element) => [element.id, element]));
    const ruleIds = props.rules.map((rule) => rule.id);
    expect(new Set(ruleIds).size).toBe(ruleIds.length);
    for (const rule of props.rules) {
      expect(isRuleComplete(rule)).toBe(true);
      expect(rule.fieldLink).toBe(false);
      const ifField = byId.get(rule.if.field);
      const thenField = byId.get(rule.then.field);
      expect(ifField, `rule ${String(rule.id)} if-field`).toBeDefined();
      expect(thenField, `rule ${String(rule.id)} then-field`).toBeDefined();
      if (!ifField || !thenField) continue;
      expect(canBeIfField(ifField)).toBe(true);
      expect(thenField.type).not.toBe('PageBreak');
      expect(thenField.id).not.toBe(ifField.id);
      const choices = ruleValueChoices(ifField);
      if (choices) expect(choices.map((choice) => choice.value)).toContain(String(rule.if.value));
    }
  });

  it('has a quiz whose questions all carry expected answers and which is evaluated', () => {
    const quizzes = all().filter(({ props }) => getSubmitBehaviour(props.integrations) === 'Evaluate Form');
    expect(quizzes.length).toBeGreaterThanOrEqual(1);
    for (const { props } of quizzes) {
      const questions = props.elements.filter((element) => element.type === 'Radio');
      expect(questions.length).toBeGreaterThanOrEqual(5);
      for (const question of questions) {
        const values = parseOptions(question.options).map((option) => option.value);
        expect(values).toContain(question.expectedAnswer);
      }
      const labels = integrationValue(props, 'evaluationPageLabels');
      expect(labels).toMatchObject({ questionCount: expect.any(String), score: expect.any(String) });
    }
  });

  it('shows off the richer element types somewhere in the gallery', () => {
    const types = new Set(all().flatMap(({ props }) => props.elements.map((element) => element.type)));
    for (const type of [
      'PageBreak',
      'File',
      'NetPromoterScore',
      'RatingScale',
      'Name',
      'Address',
      'Phone',
      'Date',
      'DateTime',
    ]) {
      expect(types, type).toContain(type);
    }
    const ratings = all().flatMap(({ props }) => props.elements.filter((element) => element.type === 'RatingScale'));
    expect(new Set(ratings.map((element) => element.ratingScaleOptionType))).toEqual(new Set(['Numbers', 'Stars']));
    const datasets = all().flatMap(({ props }) => props.elements.map((element) => element.dataset));
    expect(datasets).toContain('daysOfWeek');
  });

  it('has multi-page forms whose pages each hold questions', () => {
    const multiPage = all().filter(({ props }) => props.elements.some((element) => element.type === 'PageBreak'));
    expect(multiPage.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...multiPage.map(({ props }) => splitPages(props.elements).length))).toBeGreaterThanOrEqual(3);
    for (const { props } of multiPage) {
      for (const page of splitPages(props.elements, props.autoPageBreak)) expect(page.isEmpty).toBe(false);
    }
  });
});
