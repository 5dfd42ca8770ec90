import { ENGLISH, type PageWords } from '../i18n/words';

// Answer messages a visitor reads next to a question (docs/architecture.md, "Errors people can
// read"), in the visitor's language (docs/product.md, "Languages"): each is the page's words'
// 'answer.*' message, so the browser and the server say the same in every language.

export interface AnswerMessages {
  readonly invalid: string;
  readonly text: string;
  maxLength(max: number): string;
  readonly email: string;
  readonly number: string;
  numberMin(min: number): string;
  numberMax(max: number): string;
  readonly phoneCharacters: string;
  phoneLength(max: number): string;
  readonly option: string;
  tooManyChoices(max: number): string;
  rating(top: number): string;
  readonly netPromoterScore: string;
  readonly date: string;
  /** A DateTime range (docs/product.md §B3, dtStart and dtEnd). */
  readonly dateRange: string;
  tooManyFiles(max: number): string;
  /** Said before a file is sent (docs/product.md "Reach"); the server refuses the same files in its own words. */
  fileTooLarge(name: string, maxMb: number): string;
  fileType(name: string, types: string): string;
}

const known = new WeakMap<PageWords, AnswerMessages>();

/** The answer messages in the language of `words` (made once per words). */
export function answerMessagesIn(words: PageWords): AnswerMessages {
  let messages = known.get(words);
  if (messages !== undefined) return messages;
  const t = (id: Parameters<PageWords['t']>[0], values?: Parameters<PageWords['t']>[1]) => words.t(id, values);
  messages = {
    invalid: t('answer.invalid'),
    text: t('answer.text'),
    maxLength: (max) => t('answer.maxLength', { max }),
    email: t('answer.email'),
    number: t('answer.number'),
    numberMin: (min) => t('answer.numberMin', { min }),
    numberMax: (max) => t('answer.numberMax', { max }),
    phoneCharacters: t('answer.phoneCharacters'),
    phoneLength: (max) => t('answer.maxLength', { max }),
    option: t('answer.option'),
    tooManyChoices: (max) => t('answer.tooManyChoices', { max }),
    rating: (top) => t('answer.rating', { top }),
    netPromoterScore: t('answer.netPromoterScore'),
    date: t('answer.date'),
    dateRange: t('answer.dateRange'),
    tooManyFiles: (max) => t('answer.tooManyFiles', { max }),
    fileTooLarge: (name, maxMb) => t('answer.fileTooLarge', { name, maxMb }),
    fileType: (name, types) => t('answer.fileType', { name, types }),
  };
  known.set(words, messages);
  return messages;
}

/** The answer messages in English: what validation says when no language is given. */
export const answerMessages: AnswerMessages = answerMessagesIn(ENGLISH);
