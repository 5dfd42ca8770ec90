// @formbuilder/core: the form domain with no I/O (ARCHITECTURE.md).

export * from './limits';
export * from './element-types';
export * from './options';
export * from './tags';
export * from './text';
export * from './accounts';
export * from './email-address';

export * from './schemas/element';
export * from './schemas/rule';
export * from './schemas/integrations';
export * from './schemas/form';
export * from './schemas/submission';
export * from './schemas/statistics';
export * from './schemas/permission';
export * from './schemas/auth';

export * from './elements/definition';
export * from './elements/registry';
export { isBlank, isPresent, answerText, answerList, toNumber, flattenText } from './elements/answers';
export { answerMessages } from './elements/messages';
export { ALIGNMENTS, alignmentSchema, type Alignment } from './elements/alignment';
export { validateText, elementOptions } from './elements/define';
export { elementDatasetNames, resolveDatasetOptions, withDatasetOptions, type DatasetLookup } from './elements/dataset-options';
export { addressElement, addressSettings } from './elements/address';
export { locationAddressElement, locationSchema, locationAddressAnswerSchema } from './elements/location-address';
export { textBoxElement } from './elements/text-box';
export { numberElement, numberSettings } from './elements/number';
export { dateTimeElement, dateTimeParts, dateTimeSettings, DATE_TIME_ZONE, type DateTimePart } from './elements/date-time';
export { dateElement, isParseableDate } from './elements/date';
export { fileElement, fileAccepts, FILE_QUESTION_MAX_FILES } from './elements/file';
export { urlParamElement, urlParamSettings } from './elements/url-param';
export { textAreaElement } from './elements/text-area';
export { radioElement, radioSettings, DEFAULT_OPTIONS, UNSELECT_BUTTON_TEXT_DEFAULT } from './elements/radio';
export { checkboxElement, checkboxSettings } from './elements/checkbox';
export { ratingScaleElement, ratingScaleSettings, ratingTopLimit } from './elements/rating-scale';
export { emailElement } from './elements/email';
export { buttonElement, BUTTON_TEXT_DEFAULT } from './elements/button';
export { headerElement, headerSettings } from './elements/header';
export {
  descriptionElement,
  descriptionSettings,
  descriptionFontSize,
  DESCRIPTION_FONT_SIZE_DEFAULT,
  DESCRIPTION_FONT_SIZE_FALLBACK,
  DESCRIPTION_FONT_COLOR_DEFAULT,
} from './elements/description';
export {
  pageBreakElement,
  pageBreakSettings,
  pageBreakStyleSchema,
  PAGE_BREAK_STYLES,
  NEXT_BUTTON_TEXT_DEFAULT,
  PREVIOUS_BUTTON_TEXT_DEFAULT,
  SUBMIT_BUTTON_TEXT_DEFAULT,
  type PageBreakStyle,
} from './elements/page-break';
export { separatorElement } from './elements/separator';
export { dropdownElement, dropdownLink, dropdownSettings, DROPDOWN_PLACEHOLDER_DEFAULT } from './elements/dropdown';
export { phoneElement, PHONE_DEFAULT_DIAL_CODE, PHONE_DIAL_CODE_DATASET, PHONE_PATTERN } from './elements/phone';
export { listElement } from './elements/list';
export { nameElement } from './elements/name';
export { netPromoterScoreElement } from './elements/net-promoter-score';
export { imageElement } from './elements/image';

export * from './form-defaults';
export * from './element-operations';

export * from './rules/operators';
export * from './rules/editing';
export * from './rules/visibility';
export * from './rules/validate';

export * from './pages';
export * from './quiz';
export * from './quiz-review';
export * from './date-time-zone';
