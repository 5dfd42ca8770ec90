// @formbuilder/core/runtime: the domain that runs on the visitor's page (rules,
// validation, each element's validate / isFilled / format / readAnswer and its
// field names, the answer reader, pages, quiz), with no zod in its import graph
// (docs/architecture.md, "The visitor's script"; the visitor's script has a 40 KB budget and
// renderer/build-client.mjs fails if zod reaches it). Only types come from the
// schema modules, and they leave nothing behind. The main entry (index.ts) is this
// plus the zod schemas.

export * from './limits';
export * from './access';
export * from './element-types';
export * from './options';
export * from './tags';
export * from './text';
export * from './email-address';
export * from './statistic-format';
export * from './theme/contrast';
export * from './theme/theme-values';
export * from './i18n/languages';
export * from './i18n/words';
export { formatText, messageFormats } from './i18n/message-formats';
export * from './i18n/translate';
export { en as ENGLISH_CATALOGUE } from './i18n/catalogues/en';

export type { Answers, Element, ElementCommonFields, ElementDefaults } from './schemas/element';
export type { Rule, RuleDraft } from './schemas/rule';

export * from './elements/definition';
export * from './elements/behaviours';
export { isBlank, isPresent, isRecord, answerText, answerList, toNumber, flattenText } from './elements/answers';
export { answerMessages, answerMessagesIn, type AnswerMessages } from './elements/messages';
export { validateText, elementOptions } from './elements/define';
export { fieldName, partName, type AnswerReader, type SubmittedFile } from './elements/fields';
export { readAnswers } from './elements/read-answers';
export {
  elementDatasetNames,
  resolveDatasetOptions,
  withDatasetOptions,
  type DatasetLookup,
} from './elements/dataset-options';
export { answerFormatter } from './elements/answer-format';
export { addressElement } from './elements/address';
export {
  locationAddressElement,
  locationAddressFieldNames,
  isGeoPoint,
  isLocationAddressAnswer,
  type GeoPoint,
} from './elements/location-address';
export { textBoxElement } from './elements/text-box';
export { numberElement } from './elements/number';
export {
  DATE_RANGE_SEPARATOR,
  dateTimeElement,
  dateTimeFieldNames,
  dateTimeParts,
  type DateTimePart,
} from './elements/date-time';
export { dateElement, isParseableDate } from './elements/date';
export {
  fileElement,
  fileAccepts,
  fileAcceptList,
  fileMaxBytes,
  fileMaxMb,
  fileSizeRefusal,
  FILE_UPLOAD_MAX_MB,
  answerFileNames,
  FILE_QUESTION_MAX_FILES,
  SERVER_FILE_ACCEPT,
} from './elements/file';
export {
  FILE_KINDS,
  FILE_ACCEPT_MAX_LENGTH,
  SERVER_FILE_MIME_TYPES,
  TEXT_FILE_MIME_TYPES,
  acceptEntries,
  acceptKinds,
  acceptOfKinds,
  acceptProblem,
  acceptWords,
  acceptedFilesWords,
  acceptedMimeTypes,
  fileTypeRefusal,
  type FileKind,
} from './elements/file-types';
export { urlParamElement, urlParamAnswers } from './elements/url-param';
export { textAreaElement } from './elements/text-area';
export { radioElement, DEFAULT_OPTIONS, UNSELECT_BUTTON_TEXT_DEFAULT } from './elements/radio';
export { checkboxElement } from './elements/checkbox';
export { ratingScaleElement, ratingTopLimit } from './elements/rating-scale';
export { emailElement } from './elements/email';
export { buttonElement, BUTTON_TEXT_DEFAULT } from './elements/button';
export { headerElement } from './elements/header';
export {
  descriptionElement,
  descriptionFontSize,
  DESCRIPTION_FONT_SIZE_DEFAULT,
  DESCRIPTION_FONT_SIZE_FALLBACK,
  DESCRIPTION_FONT_COLOR_DEFAULT,
} from './elements/description';
export {
  pageBreakElement,
  PAGE_BREAK_STYLES,
  NEXT_BUTTON_TEXT_DEFAULT,
  PREVIOUS_BUTTON_TEXT_DEFAULT,
  SUBMIT_BUTTON_TEXT_DEFAULT,
  type PageBreakStyle,
} from './elements/page-break';
export { separatorElement } from './elements/separator';
export { dropdownElement, dropdownLink, DROPDOWN_PLACEHOLDER_DEFAULT } from './elements/dropdown';
export {
  phoneElement,
  phoneFieldNames,
  PHONE_DEFAULT_DIAL_CODE,
  PHONE_DIAL_CODE_DATASET,
  PHONE_PATTERN,
} from './elements/phone';
export { listElement } from './elements/list';
export { nameElement, nameFieldNames, type NameFieldPart } from './elements/name';
export { netPromoterScoreElement } from './elements/net-promoter-score';
export { imageElement } from './elements/image';

export * from './element-operations';

export * from './rules/names';
export * from './rules/operators';
export * from './rules/editing';
export * from './rules/visibility';
export * from './rules/validate';
export * from './rules/steps';

export * from './pages';
export * from './quiz';
export * from './quiz-review';
export * from './date-time-zone';

// A form's logic: jumps, calculated values, recall and endings (docs/product.md, "Logic").
export * from './logic/types';
export * from './logic/formula';
export * from './logic/engine';
export * from './logic/recall';
export * from './logic/checks';
export * from './logic/form-logic';
export * from './logic/visitor-steps';
export * from './logic/stored-params';
