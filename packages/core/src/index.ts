// @formbuilder/core: the form domain with no I/O (docs/architecture.md, "Packages"): the zod-free
// runtime (runtime.ts, also its own entry for the visitor's script) and the schemas.

export * from './runtime';
export * from './accounts';

export * from './schemas/element';
export * from './schemas/rule';
export * from './schemas/integrations';
export * from './schemas/form';
export * from './schemas/submission';
export * from './schemas/statistics';
export * from './schemas/permission';
export * from './schemas/auth';
export * from './schemas/settings';
export * from './schemas/system';
export * from './schemas/admin';
export * from './schemas/flag';
export * from './schemas/logic';
export * from './schemas/form-life';
export * from './schemas/partial';
export * from './schemas/theme';
export * from './schemas/languages';
export * from './i18n/catalogues/index';
export * from './i18n/translation-files';

export * from './elements/registry';
export { ALIGNMENTS, alignmentSchema, type Alignment } from './elements/alignment';
export {
  addressSettings,
  numberSettings,
  dateTimeSettings,
  urlParamSettings,
  radioSettings,
  checkboxSettings,
  ratingScaleSettings,
  headerSettings,
  descriptionSettings,
  pageBreakSettings,
  pageBreakStyleSchema,
  dropdownSettings,
  fileMaxMbSchema,
  locationSchema,
  locationAddressAnswerSchema,
} from './elements/settings';

export * from './form-defaults';
export * from './plan-refusal';
export * from './schemas/slug';
