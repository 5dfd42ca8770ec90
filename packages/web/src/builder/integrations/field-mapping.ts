import { SHEET_COLUMNS, SHEET_METADATA, SHEET_METADATA_TITLES, stripReference } from '@formbuilder/core';
import type { FieldMapping, MappingCell, MappingSource } from '@formbuilder/core';
import type { FormQuestion } from './form-questions';

// The Sheets configuration's mapping (docs/product.md §B3 fieldMapping, §B4): in simple mode the
// chosen metadata and questions become the value row in list order; in advanced mode each column
// A..Z has a REFERENCE text and a VALUE source.

export interface MappingChoice {
  /** 'metadata:submissionId' or 'question:5': the value of a checkbox or select. */
  key: string;
  title: string;
  source: MappingSource;
}

export interface MappingDraft {
  advanced: boolean;
  /** Simple mode: the chosen keys. */
  chosen: string[];
  /** Advanced mode: per column, the reference text and the value's key ('' for none). */
  reference: string[];
  values: string[];
}

/** What a mapping cell's title may hold (core's schema). */
const CELL_TITLE_MAX_LENGTH = 500;

export const sourceKey = (source: MappingSource) =>
  'metadata' in source ? `metadata:${source.metadata}` : `question:${source.questionId}`;

export const metadataChoices = (): MappingChoice[] =>
  SHEET_METADATA.map((metadata) => ({
    key: `metadata:${metadata}`,
    title: SHEET_METADATA_TITLES[metadata],
    source: { metadata },
  }));

export const questionChoices = (questions: readonly FormQuestion[]): MappingChoice[] =>
  questions.map((question) => ({
    key: `question:${question.id}`,
    title: question.title,
    source: { questionId: question.id },
  }));

const columns = <T>(cell: (index: number) => T): T[] =>
  Array.from({ length: SHEET_COLUMNS }, (_, index) => cell(index));

/** Columns in the order of `keys`, for opening advanced mode on what simple mode had chosen. */
function columnsOf(
  keys: readonly string[],
  choices: readonly MappingChoice[],
): Pick<MappingDraft, 'reference' | 'values'> {
  const titles = new Map(choices.map((choice) => [choice.key, choice.title]));
  return {
    reference: columns((index) => stripReference(titles.get(keys[index] ?? '') ?? '')),
    values: columns((index) => keys[index] ?? ''),
  };
}

/** The draft of an entry's mapping; a new one starts with every question, its ID and its date. */
export function initialDraft(mapping: FieldMapping | undefined, choices: readonly MappingChoice[]): MappingDraft {
  const known = new Set(choices.map((choice) => choice.key));
  if (!mapping) {
    const chosen = choices.filter((choice) => choice.key !== 'metadata:formTitle').map((choice) => choice.key);
    return { advanced: false, chosen, ...columnsOf(chosen, choices) };
  }
  const valueKeys = (mapping.valuesRow ?? []).map((cell) => (cell?.source ? sourceKey(cell.source) : ''));
  const chosen = valueKeys.filter((key) => known.has(key));
  if (mapping.advancedConfigEnabled !== true) return { advanced: false, chosen, ...columnsOf(chosen, choices) };
  return {
    advanced: true,
    chosen,
    reference: columns((index) => mapping.referenceRow?.[index]?.title ?? ''),
    values: columns((index) => (known.has(valueKeys[index] ?? '') ? (valueKeys[index] ?? '') : '')),
  };
}

/** The entry's fieldMapping for a draft. */
export function fieldMappingOf(draft: MappingDraft, choices: readonly MappingChoice[]): FieldMapping {
  const byKey = new Map(choices.map((choice) => [choice.key, choice]));
  const cell = (choice: MappingChoice): MappingCell => ({
    title: choice.title.slice(0, CELL_TITLE_MAX_LENGTH),
    source: choice.source,
  });
  if (!draft.advanced) {
    const chosen = new Set(draft.chosen);
    return { advancedConfigEnabled: false, valuesRow: choices.filter((choice) => chosen.has(choice.key)).map(cell) };
  }
  return {
    advancedConfigEnabled: true,
    // docs/product.md §B5, reference cells are stripped of non-alphanumeric characters
    referenceRow: draft.reference.map((text) => (stripReference(text) ? { title: stripReference(text) } : null)),
    valuesRow: draft.values.map((key) => {
      const choice = byKey.get(key);
      return choice ? cell(choice) : null;
    }),
  };
}

export const mapsNothing = (mapping: FieldMapping) => !(mapping.valuesRow ?? []).some((cell) => cell !== null);

/** The id in a spreadsheet's link (…/spreadsheets/d/<id>/edit), or the id itself; null when it is neither. */
export function spreadsheetIdOf(text: string): string | null {
  const trimmed = text.trim();
  const fromLink = /\/spreadsheets\/d\/([\w-]+)/.exec(trimmed)?.[1];
  if (fromLink) return fromLink;
  return /^[\w-]{10,200}$/.test(trimmed) ? trimmed : null;
}

export const spreadsheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${encodeURIComponent(id)}`;
