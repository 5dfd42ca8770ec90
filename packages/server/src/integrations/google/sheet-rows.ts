import {
  SHEET_COLUMNS,
  SHEET_METADATA_TITLES,
  stripReference,
  type FieldMapping,
  type MappingCell,
  type MappingSource,
} from '@formbuilder/core';
import type { StoredAnswer } from '../../answers/stored-answers';
import type { StoredSubmission } from '../../answers/stored-submission';

// What a Google Sheets integration writes (docs/product.md §B4 and §B5): a header row
// when it is set up, then one row per submission. Simple mode writes the chosen metadata and
// questions in the mapping's order; advanced mode writes by column, A to Z, the REFERENCE row
// (stripped of non-alphanumerics) as the header and the VALUE row's sources below it.

/** A Sheets cell holds at most 50,000 characters. */
const CELL_MAX_LENGTH = 50_000;

export type SheetCell = string | number;

const advanced = (mapping: FieldMapping) => mapping.advancedConfigEnabled === true;
const columns = <T>(cells: readonly (T | null)[] | undefined) =>
  Array.from({ length: SHEET_COLUMNS }, (_, index) => cells?.[index] ?? null);
const chosen = (mapping: FieldMapping) =>
  (mapping.valuesRow ?? []).filter((cell): cell is MappingCell => cell !== null);

function defaultTitle(source: MappingSource | undefined): string {
  if (!source) return '';
  return 'metadata' in source ? SHEET_METADATA_TITLES[source.metadata] : `Question ${source.questionId}`;
}

/** Why a mapping cannot be written, in words; null when it can. */
export function mappingProblem(mapping: FieldMapping): string | null {
  const writes = advanced(mapping)
    ? columns(mapping.valuesRow).some((cell) => cell?.source) ||
      columns(mapping.referenceRow).some((cell) => stripReference(cell?.title ?? '') !== '')
    : chosen(mapping).length > 0;
  return writes ? null : 'Choose at least one value to write to the sheet.';
}

/**
 * The header row written when the integration is set up; in simple mode, a column per calculated
 * value of the form's logic follows the mapped ones, headed by its name (docs/product.md, "Logic").
 */
export function sheetHeader(mapping: FieldMapping, valueNames: readonly string[] = []): string[] {
  if (advanced(mapping)) return columns(mapping.referenceRow).map((cell) => stripReference(cell?.title ?? ''));
  return [...chosen(mapping).map((cell) => cell.title?.trim() || defaultTitle(cell.source)), ...valueNames];
}

/** The submission's calculated values in the logic's order: a number as a number, a text cut to a cell. */
function valueCells(submission: StoredSubmission): SheetCell[] {
  return (submission.logic?.variables ?? []).map((variable) => {
    const value = submission.variables?.[variable.id];
    return typeof value === 'number' ? value : (value ?? '').slice(0, CELL_MAX_LENGTH);
  });
}

function valueOf(
  source: MappingSource | undefined,
  submission: StoredSubmission,
  answers: readonly StoredAnswer[],
): SheetCell {
  if (!source) return '';
  if ('questionId' in source)
    return (answers.find((answer) => answer.questionId === source.questionId)?.text ?? '').slice(0, CELL_MAX_LENGTH);
  if (source.metadata === 'submissionId') return submission.submissionId;
  if (source.metadata === 'submissionDate') return submission.createdAt;
  return submission.title;
}

/** The row one submission appends, under the header of the same mapping. */
export function sheetRow(
  mapping: FieldMapping,
  submission: StoredSubmission,
  answers: readonly StoredAnswer[],
): SheetCell[] {
  if (advanced(mapping)) return columns(mapping.valuesRow).map((cell) => valueOf(cell?.source, submission, answers));
  return [...chosen(mapping).map((cell) => valueOf(cell.source, submission, answers)), ...valueCells(submission)];
}
