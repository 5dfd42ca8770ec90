// The form renderer: React components that draw a form in builder, viewer and
// renderer modes (spec: builder §1). The gleam theme is the default.
export { gleamTheme, themeStyle, themeCss, strongColour, cssColour, type Theme } from './theme';
export { gleamCss } from './gleam-css';
export type { RenderMode, ElementProps, ChangeHandler, Datasets, DatasetItem } from './types';
export { ElementView } from './element-view';
export { FormView, type FormViewProps } from './form-view';
export { PageBreakBar } from './page-nav';
export { elementComponents } from './elements';
export { RichText } from './rich-text';
export { fieldName, partName, errorId, kebabType } from './field';
export { compositeFields, type CompositeFields, type FieldReader } from './elements/composite';
export { ADDRESS_NO_RESULT, ADDRESS_SEARCH_MIN_LENGTH, ADDRESS_SUGGESTION_LIMIT } from './address-search';
export { NET_PROMOTER_SCORE_ENDS } from './elements/net-promoter-score';
export { PHONE_INPUT_PATTERN } from './elements/phone';
export { fieldNames as addressFieldNames, readAnswer as readAddressAnswer } from './elements/address';
export {
  fieldNames as locationAddressFieldNames,
  readAnswer as readLocationAddressAnswer,
  type LocationAddressAnswer,
} from './elements/location-address';
export { fieldNames as listFieldNames, readAnswer as readListAnswer } from './elements/list';
export { fieldNames as nameFieldNames, readAnswer as readNameAnswer, type NameAnswer } from './elements/name';
export { fieldNames as phoneFieldNames, readAnswer as readPhoneAnswer } from './elements/phone';
