import { ANSWER_MAX_LENGTH } from '../limits';
import type { ElementType } from '../element-types';
import { optionDisplay, parseOptions, type ParsedOption } from '../options';
import type { Element, ElementDefaults } from '../schemas/element';
import type { ChartType } from '../schemas/statistics';
import { answerList, answerText, flattenText, isBlank, longestText } from './answers';
import { QUESTION_REQUIRED_TEXT_DEFAULT, type ElementBehaviour } from './definition';
import { readSingleAnswer, type AnswerReader } from './fields';
import { ENGLISH, type PageWords } from '../i18n/words';
import { answerMessagesIn } from './messages';

const noChoices = (): ParsedOption[] => [];

interface InputSpec {
  type: ElementType;
  displayName: string;
  weight: number;
  defaults?: ElementDefaults;
  chartType: ChartType;
  hasOptions?: boolean;
  answerChoices?: (element: Element) => ParsedOption[];
  validate?: (element: Element, answer: unknown, words?: PageWords) => string | null;
  isFilled?: (element: Element, answer: unknown) => boolean;
  format?: (element: Element, answer: unknown) => string;
  /** Reads the answer back from the submitted fields; the text of q_{id} by default. */
  readAnswer?: (element: Element, reader: AnswerReader) => unknown;
}

/** A question: offers required (docs/product.md §B5) and takes an answer. */
export function defineInput(spec: InputSpec): ElementBehaviour {
  return {
    type: spec.type,
    displayName: spec.displayName,
    weight: spec.weight,
    // docs/product.md §B5, question settings default requiredText 'Required field'
    defaults: {
      label: spec.displayName,
      required: false,
      requiredText: QUESTION_REQUIRED_TEXT_DEFAULT,
      ...spec.defaults,
    },
    hasRequired: true,
    isInput: true,
    hasOptions: spec.hasOptions ?? false,
    chartType: spec.chartType,
    answerChoices: spec.answerChoices ?? noChoices,
    validate: withAnswerCap(spec.validate ?? validateText),
    isFilled: spec.isFilled ?? ((_element, answer) => !isBlank(answer)),
    format: spec.format ?? ((_element, answer) => flattenText(answer)),
    readAnswer: spec.readAnswer ?? readSingleAnswer,
  };
}

interface StaticSpec {
  type: ElementType;
  displayName: string;
  weight: number;
  defaults?: ElementDefaults;
  hasRequired?: boolean;
}

/** Layout elements (headers, breaks, buttons, images) take no answer. */
export function defineStatic(spec: StaticSpec): ElementBehaviour {
  return {
    type: spec.type,
    displayName: spec.displayName,
    weight: spec.weight,
    defaults: spec.defaults ?? {},
    hasRequired: spec.hasRequired ?? false,
    isInput: false,
    hasOptions: false,
    chartType: null,
    answerChoices: noChoices,
    validate: () => null,
    isFilled: () => false,
    format: () => '',
    readAnswer: () => undefined,
  };
}

/**
 * Every question refuses an answer holding a text over ANSWER_MAX_LENGTH before its
 * own check runs: no answer may fill the database, and the element checks
 * (patterns, date parsing) never see a huge text.
 */
function withAnswerCap(validate: (element: Element, answer: unknown, words?: PageWords) => string | null) {
  return (element: Element, answer: unknown, words: PageWords = ENGLISH): string | null =>
    longestText(answer) > ANSWER_MAX_LENGTH
      ? answerMessagesIn(words).maxLength(textMaxLength(element))
      : validate(element, answer, words);
}

/** The most characters a text answer may have: the question's maxLength when it says less than the cap. */
export function textMaxLength(element: Element): number {
  const max = element.maxLength;
  return typeof max === 'number' && max > 0 && max < ANSWER_MAX_LENGTH ? max : ANSWER_MAX_LENGTH;
}

/** A text answer within the element's maxLength when one is set, and within ANSWER_MAX_LENGTH. */
export function validateText(element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const text = answerText(answer);
  if (text === null) return answerMessagesIn(words).text;
  const max = textMaxLength(element);
  return text.length > max ? answerMessagesIn(words).maxLength(max) : null;
}

/** The element's options, parsed from 'display##value' texts (docs/product.md §B3). */
export function elementOptions(element: Element): ParsedOption[] {
  return parseOptions(element.options);
}

/**
 * Every chosen value must be one of the option values (docs/product.md §B5). A question set
 * to a dataset is checked the same way once its dataset's items are its options
 * (withDatasetOptions in dataset-options.ts; the server resolves them before it
 * validates), so no dataset answer goes unchecked.
 */
export function validateChosenValues(
  element: Element,
  answer: unknown,
  single: boolean,
  words: PageWords = ENGLISH,
): string | null {
  if (isBlank(answer)) return null;
  const values = single ? singleChoice(answer) : answerList(answer);
  if (values === null) return answerMessagesIn(words).option;
  const options = elementOptions(element);
  // A multiple choice holds at most one value per option (repeats included).
  if (!single && values.length > options.length) return answerMessagesIn(words).tooManyChoices(options.length);
  const allowed = new Set(options.map((option) => option.value));
  return values.every((value) => allowed.has(value)) ? null : answerMessagesIn(words).option;
}

function singleChoice(answer: unknown): string[] | null {
  const text = answerText(answer);
  return text === null ? null : [text];
}

/** Chosen values shown as their option display texts, joined with ', '. */
export function formatChosenValues(element: Element, answer: unknown): string {
  const options = elementOptions(element);
  return chosenValuesText(answer, (value) => optionDisplay(options, value));
}

/** Chosen values each shown through `display`, joined with ', ' (formatChosenValues with the options read beforehand). */
export function chosenValuesText(answer: unknown, display: (value: string) => string): string {
  const values = answerList(answer);
  if (values === null) return flattenText(answer);
  return values
    .filter((value) => value.trim() !== '')
    .map(display)
    .join(', ');
}
