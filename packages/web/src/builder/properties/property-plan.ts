import type { ElementDefinition, ElementType } from '@formbuilder/core';
import { getElementDefinition } from '@formbuilder/core';

// Which properties a question offers, read from core's registry (docs/architecture.md, "Adding an element type"):
// the common fields its definition implies, then the type's own settings and
// defaults, in a fixed reading order. Each key has an editor in property-editors.

/** Keys whose values are derived from the element's position (docs/product.md §B4), so not edited. */
const DERIVED = new Set(['style', 'pageNumber', 'maxPages']);

/** The order the panel shows properties in; keys not listed here have no editor. */
export const PROPERTY_ORDER = [
  'label',
  'sublabel',
  'buttonText',
  'sublabelText',
  'placeholder',
  'required',
  'requiredText',
  'maxLength',
  'accept',
  'maxFileMb',
  'minValue',
  'maxValue',
  'dtStart',
  'dtEnd',
  'searchUrlParam',
  'hidden',
  'options',
  'dataset',
  'isLink',
  'toggle',
  'isUnselectable',
  'unselectButtonText',
  'editor',
  'editorForOptions',
  'expectedAnswer',
  'answerLabelText',
  'answerExplanation',
  'ratingScaleFloat',
  'ratingScaleOptionType',
  'ratingScaleOptionTopLimit',
  'alignment',
  'separator',
  'fontSize',
  'fontColor',
  'nextButtonText',
  'previousButtonText',
  'submitButtonText',
  'inseeFilter',
  'geographicPriorityLat',
  'geographicPriorityLong',
  'defaultDialCode',
  'uploadedImageUrl',
] as const;
export type PropertyKey = (typeof PROPERTY_ORDER)[number];

/** The field names of a settings schema (zod objects expose their shape). */
function settingKeys(definition: ElementDefinition): string[] {
  const settings: unknown = definition.settings;
  if (typeof settings !== 'object' || settings === null || !('shape' in settings)) return [];
  const { shape } = settings;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : [];
}

/**
 * The properties of an element type. docs/product.md §B5, required and
 * requiredText only where the type has them (hasRequired); a sublabel for
 * questions; maxLength for free-text questions (those with a placeholder and
 * no options); the dataset choice for types with options, and only for them.
 */
export function propertyKeys(type: ElementType): PropertyKey[] {
  const definition = getElementDefinition(type);
  const present = new Set([...settingKeys(definition), ...Object.keys(definition.defaults)]);
  const freeText = definition.isInput && present.has('placeholder') && !present.has('options');
  if (definition.isInput) present.add('sublabelText');
  if (definition.hasRequired) {
    present.add('required');
    present.add('requiredText');
  }
  if (freeText) present.add('maxLength');
  if (present.has('options')) present.add('dataset');
  // Phone's default `dataset` is its dial codes, not a choice (docs/product.md §B3 table).
  else present.delete('dataset');
  if (!present.has('options')) present.delete('expectedAnswer');
  return PROPERTY_ORDER.filter((key) => present.has(key) && !DERIVED.has(key));
}
