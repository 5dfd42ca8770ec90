// The form renderer: React components that draw a form in builder, viewer and
// renderer modes (docs/product.md §B1). The gleam theme is the default.
export { themeStyle, themeCss, cssColour } from './theme';
export {
  fontFaceCss,
  fontPreloadUrl,
  fontFileUrl,
  FONT_FILES,
  FONT_SUBSETS,
  FONT_PATH,
  type FontSubset,
} from './theme-fonts';
export { ThemeBrand } from './theme-brand';
export { gleamCss } from './gleam-css';
export type { RenderMode, ElementProps, ChangeHandler, Datasets, DatasetItem, PartialView } from './types';
export { PARTIAL_NOTE, PARTIAL_SAVE_TEXT, keptFileText } from './partial-text';
export { fileSizeWords } from './file-types';
export { ElementView } from './element-view';
export { FormView, UNDECIDED_NOTE, type FormViewProps } from './form-view';
export { PageBreakBar } from './page-nav';
export { LANGUAGE_SWITCHER_CSS, LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
export { WordsContext, useWords } from './words';
export { FormMessage, SUBMIT_ANOTHER_TEXT } from './form-message';
export { PREVIEW_MESSAGE } from './client/submit';
export { stepText } from './step-progress';
export { elementComponents } from './elements';
export { RichText } from './rich-text';
export { errorId, kebabType } from './field';
export { ADDRESS_NO_RESULT, ADDRESS_SEARCH_MIN_LENGTH, ADDRESS_SUGGESTION_LIMIT } from './address-search';
export { NET_PROMOTER_SCORE_ENDS } from './elements/net-promoter-score';
export { PHONE_INPUT_PATTERN } from './elements/phone';
