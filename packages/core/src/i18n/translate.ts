import type { Element } from '../schemas/element';
import { formatOption, parseOption } from '../options';
import { stripHtml, truncateText } from '../text';

// A form's texts in its other languages (docs/product.md, "Languages"). Each text a visitor
// reads has a key; props.languages.translations[lang][key] holds its translation. The keys name
// where the text is, never the text itself, except an option's, which names the option's value:
// values are what answers store, the same in every language, so an option renamed in the default
// language reads as untranslated again.

/** The fields of an element that a visitor reads, with the name the translation view gives each. */
export const ELEMENT_TEXT_FIELDS = {
  label: 'Label',
  sublabelText: 'Description',
  sublabel: 'Subtitle',
  placeholder: 'Placeholder',
  requiredText: 'Required message',
  buttonText: 'Button text',
  unselectButtonText: 'Unselect button',
  answerLabelText: 'Answer label',
  answerExplanation: 'Answer explanation',
  previousButtonText: 'Previous button',
  nextButtonText: 'Next button',
  submitButtonText: 'Submit button',
} as const;
type ElementTextField = keyof typeof ELEMENT_TEXT_FIELDS;

/** The form-level texts, by key, with the name the translation view gives each. */
export const FORM_TEXT_KEYS = {
  title: 'Title',
  'autoPageBreak.prevButtonText': 'Previous button',
  'autoPageBreak.nextButtonText': 'Next button',
  'autoPageBreak.submitButtonText': 'Submit button',
  'thanks.title': 'Thank-you title',
  'thanks.text': 'Thank-you text',
  'confirmation.subject': 'Confirmation e-mail subject',
  'confirmation.text': 'Confirmation e-mail text',
  closedMessage: 'Closed message',
} as const;

/** The quiz result labels (props' evaluationPageLabels), as the translation view names them. */
const EVALUATION_LABEL_NAMES: Readonly<Record<string, string>> = {
  questionCount: 'Questions label',
  correctAnswers: 'Correct label',
  incorrectAnswers: 'Incorrect label',
  unansweredQuestions: 'Unanswered label',
  score: 'Score label',
  completionDate: 'Completed label',
  completionTime: 'Time label',
};

export const elementTextKey = (id: number, field: ElementTextField): string => `element.${String(id)}.${field}`;
export const optionTextKey = (id: number, value: string): string => `element.${String(id)}.option.${value}`;
export const evaluationTextKey = (label: string): string => `evaluation.${label}`;
export const endingTextKey = (id: string): string => `ending.${id}.text`;

/** One text a visitor reads, as the translation view lists it. */
export interface TranslatableText {
  readonly key: string;
  /** The text in the form's default language. */
  readonly text: string;
  /** Where it is, for the owner: 'Form', 'Question 3: Your name', 'Ending: Passed'. */
  readonly section: string;
  /** Which text of it: 'Label', 'Option', 'Placeholder'. */
  readonly field: string;
  /** Whether the text is HTML (a rich-text label): its translation is sanitised like it. */
  readonly rich: boolean;
}

/** Translations of one language, by key. */
export type Translations = Readonly<Record<string, string>>;

const looksRich = (text: string): boolean => /<[a-z][^<>]*>/i.test(text);

/** The form's props, as far as translation reads and writes them. */
export interface TranslatableProps {
  readonly elements: readonly Element[];
  readonly autoPageBreak?: { readonly [key: string]: unknown } | undefined;
  readonly integrations?: readonly { readonly type: string; readonly [key: string]: unknown }[] | undefined;
  readonly logic?:
    | {
        readonly endings?: readonly {
          readonly id: string;
          readonly name: string;
          readonly text?: string | undefined;
        }[];
      }
    | undefined;
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Every text of the form a visitor may read, in the order the form shows them. `closedMessage`
 * is the form's life's message, kept outside props.
 */
export function translatableTexts(
  props: TranslatableProps,
  title: string,
  extra: { readonly closedMessage?: string | undefined } = {},
): TranslatableText[] {
  const texts: TranslatableText[] = [];
  const add = (key: string, value: unknown, section: string, field: string) => {
    const text = asText(value);
    if (text !== null) texts.push({ key, text, section, field, rich: looksRich(text) });
  };
  add('title', title, 'Form', FORM_TEXT_KEYS.title);
  props.elements.forEach((element, index) => {
    const name = truncateText(stripHtml(asText(element.label) ?? element.type), 60);
    const section = `${String(index + 1)}. ${name}`;
    const record = element as unknown as Readonly<Record<string, unknown>>;
    for (const [field, fieldName] of Object.entries(ELEMENT_TEXT_FIELDS) as [ElementTextField, string][]) {
      add(elementTextKey(element.id, field), record[field], section, fieldName);
    }
    for (const option of element.options ?? []) {
      const { display, value } = parseOption(option);
      add(optionTextKey(element.id, value), display, section, 'Option');
    }
  });
  const pageBreak = props.autoPageBreak;
  if (pageBreak?.active === true) {
    for (const field of ['prevButtonText', 'nextButtonText', 'submitButtonText'] as const) {
      const key = `autoPageBreak.${field}` as const;
      add(key, pageBreak[field], 'Pages', FORM_TEXT_KEYS[key]);
    }
  }
  // The quiz's result labels only where the form shows its evaluation after Submit.
  const evaluates = (props.integrations ?? []).some(
    (integration) => integration.type === 'submitBehaviour' && integration.value === 'Evaluate Form',
  );
  for (const integration of props.integrations ?? []) {
    if (integration.type === 'tyPageTitle')
      add('thanks.title', integration.value, 'Thank-you page', FORM_TEXT_KEYS['thanks.title']);
    if (integration.type === 'tyPageText')
      add('thanks.text', integration.value, 'Thank-you page', FORM_TEXT_KEYS['thanks.text']);
    if (
      evaluates &&
      integration.type === 'evaluationPageLabels' &&
      typeof integration.value === 'object' &&
      integration.value !== null
    ) {
      for (const [label, value] of Object.entries(integration.value)) {
        add(evaluationTextKey(label), value, 'Quiz results', EVALUATION_LABEL_NAMES[label] ?? label);
      }
    }
    const confirmation =
      integration.type === 'email' ? (integration.confirmation as Record<string, unknown> | undefined) : undefined;
    if (confirmation?.active === true) {
      add('confirmation.subject', confirmation.subject, 'Confirmation e-mail', FORM_TEXT_KEYS['confirmation.subject']);
      add('confirmation.text', confirmation.text, 'Confirmation e-mail', FORM_TEXT_KEYS['confirmation.text']);
    }
  }
  for (const ending of props.logic?.endings ?? []) {
    add(endingTextKey(ending.id), ending.text, `Ending: ${ending.name}`, 'Text');
  }
  add('closedMessage', extra.closedMessage, 'Closed form', FORM_TEXT_KEYS.closedMessage);
  return texts;
}

const ELEMENT_KEY = /^element\.(\d+)\.(.*)$/s;
const ENDING_KEY = /^ending\.(.+)\.text$/s;

/**
 * Whether `key` names a text of a question, an option or an ending that `props` no longer has. A
 * text still there but blank for now keeps its translation: the owner may write it again.
 */
function namesDeletedText(key: string, props: TranslatableProps): boolean {
  const element = ELEMENT_KEY.exec(key);
  if (element) {
    const found = props.elements.find((e) => e.id === Number(element[1]));
    if (!found) return true;
    const field = element[2] ?? '';
    if (!field.startsWith('option.')) return false;
    const value = field.slice('option.'.length);
    return !(found.options ?? []).some((option) => parseOption(option).value === value);
  }
  const ending = ENDING_KEY.exec(key);
  return ending !== null && !(props.logic?.endings ?? []).some((e) => e.id === ending[1]);
}

/**
 * The translations of each language without those of deleted questions, removed options and
 * deleted endings, which would otherwise stay with the form unseen and count against a language's
 * limit of texts. The same object when none is stale.
 */
export function withoutDeletedTranslations<T extends Readonly<Record<string, Translations>>>(
  translations: T,
  props: TranslatableProps,
): T {
  let changed = false;
  const kept = Object.fromEntries(
    Object.entries(translations).map(([code, texts]) => {
      const live = Object.entries(texts).filter(([key]) => !namesDeletedText(key, props));
      if (live.length === Object.keys(texts).length) return [code, texts];
      changed = true;
      return [code, Object.fromEntries(live)];
    }),
  );
  return changed ? (kept as T) : translations;
}

/** The texts of `texts` with no translation (missing or blank) in `translations`. */
export function missingTranslations(
  texts: readonly TranslatableText[],
  translations: Translations | undefined,
): TranslatableText[] {
  return texts.filter((text) => asText(translations?.[text.key]) === null);
}

/** The translation of a key, or `fallback` when it has none. */
export function translated(translations: Translations | undefined, key: string, fallback: string): string {
  return asText(translations?.[key]) ?? fallback;
}

function translateElement(element: Element, translations: Translations): Element {
  let changed: Record<string, unknown> | null = null;
  const record = element as unknown as Readonly<Record<string, unknown>>;
  for (const field of Object.keys(ELEMENT_TEXT_FIELDS) as ElementTextField[]) {
    const text = asText(translations[elementTextKey(element.id, field)]);
    if (text !== null && typeof record[field] === 'string') (changed ??= { ...record })[field] = text;
  }
  if (element.options !== undefined) {
    const options = element.options.map((option) => {
      const parsed = parseOption(option);
      const display = asText(translations[optionTextKey(element.id, parsed.value)]);
      return display === null ? option : formatOption({ display, value: parsed.value });
    });
    if (options.some((option, index) => option !== element.options?.[index]))
      (changed ??= { ...record }).options = options;
  }
  return changed === null ? element : (changed as unknown as Element);
}

/**
 * The props as a visitor reads them in another language: each text with a translation replaced,
 * every other text as the default language has it. Option values never change (answers from every
 * language land in the same questions). Returns the same object when nothing is translated.
 */
export function translateProps<P extends TranslatableProps>(props: P, translations: Translations | undefined): P {
  if (translations === undefined || Object.keys(translations).length === 0) return props;
  const t = (key: string, value: unknown): unknown =>
    typeof value === 'string' ? translated(translations, key, value) : value;
  const autoPageBreak =
    props.autoPageBreak === undefined
      ? undefined
      : {
          ...props.autoPageBreak,
          prevButtonText: t('autoPageBreak.prevButtonText', props.autoPageBreak.prevButtonText),
          nextButtonText: t('autoPageBreak.nextButtonText', props.autoPageBreak.nextButtonText),
          submitButtonText: t('autoPageBreak.submitButtonText', props.autoPageBreak.submitButtonText),
        };
  const integrations = props.integrations?.map((integration) => {
    if (integration.type === 'tyPageTitle') return { ...integration, value: t('thanks.title', integration.value) };
    if (integration.type === 'tyPageText') return { ...integration, value: t('thanks.text', integration.value) };
    if (
      integration.type === 'evaluationPageLabels' &&
      typeof integration.value === 'object' &&
      integration.value !== null
    ) {
      const labels = Object.fromEntries(
        Object.entries(integration.value).map(([label, value]) => [label, t(evaluationTextKey(label), value)]),
      );
      return { ...integration, value: labels };
    }
    if (
      integration.type === 'email' &&
      typeof integration.confirmation === 'object' &&
      integration.confirmation !== null
    ) {
      const confirmation = integration.confirmation as Record<string, unknown>;
      return {
        ...integration,
        confirmation: {
          ...confirmation,
          subject: t('confirmation.subject', confirmation.subject),
          text: t('confirmation.text', confirmation.text),
        },
      };
    }
    return integration;
  });
  const logic =
    props.logic?.endings === undefined
      ? props.logic
      : {
          ...props.logic,
          endings: props.logic.endings.map((ending) => ({
            ...ending,
            text: t(endingTextKey(ending.id), ending.text) as string | undefined,
          })),
        };
  return {
    ...props,
    elements: props.elements.map((element) => translateElement(element, translations)),
    ...(autoPageBreak === undefined ? {} : { autoPageBreak }),
    ...(integrations === undefined ? {} : { integrations }),
    ...(logic === undefined ? {} : { logic }),
  };
}
