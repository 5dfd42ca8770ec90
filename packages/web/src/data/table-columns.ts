import { getElementDefinition, type DataColumn, type Element, type FormLogic } from '@formbuilder/core';
import { en, type OwnerMessageId } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import { ENDING_KEY, columnParam, logicColumns, paramColumns } from './logic-results';
import { questionLabel } from './answer-text';
import { LANGUAGE_COLUMN } from './data-languages';

// The Data table's columns (docs/product.md §B2): one per question of the published form, in
// form order, then a form's calculated values, its ending and the URL parameters it stores
// (docs/product.md, "Logic"), then for a form with more than one language the language (docs/product.md, "Languages in results"), then the
// completion time and the date; the owner's saved order and hidden columns
// (GET …/data-columns) come first, and a question added since shows at the end. The columns of
// the product's own (language, completion time, date, ending, "URL parameter …") are labelled in
// English here and in the app's language on screen (columnLabel).

export interface TableColumn {
  /** 'created_at', 'completion_time', 'ending', 'language', 'q:<question id>', 'var:<value id>' or 'param:<name>' (core's dataColumnKeySchema). */
  key: string;
  label: string;
  hidden: boolean;
  /** The question whose answers the column shows; none for the metadata columns. */
  element?: Element;
}

export const questionKey = (id: number) => `q:${id}`;

/** The words of the columns that are the product's own, by key. */
const OWN_COLUMNS: Readonly<Record<string, OwnerMessageId>> = {
  [LANGUAGE_COLUMN]: 'data.column.language',
  completion_time: 'data.column.completionTime',
  created_at: 'data.column.date',
  [ENDING_KEY]: 'data.column.ending',
};

/** A column's label in the app's language: the product's own columns translated, the form's as the owner wrote them. */
export function columnLabel(column: Pick<TableColumn, 'key' | 'label'>, t: Translate): string {
  const id = Object.hasOwn(OWN_COLUMNS, column.key) ? OWN_COLUMNS[column.key] : undefined;
  if (id) return t(id);
  const param = columnParam(column.key);
  return param === null ? column.label : t('data.column.param', { name: param });
}

/**
 * The columns for these questions, in the saved order. The date already leads every row (its
 * button), so its own column starts hidden.
 */
export function tableColumns(
  elements: readonly Element[],
  saved: readonly DataColumn[],
  logic?: FormLogic,
  /** The form's languages when it has more than one (data-languages.tsx), else none. */
  languages: readonly string[] = [],
  /** The URL parameters the form stores (core's storedParamNames). */
  params: readonly string[] = [],
): TableColumn[] {
  const all: TableColumn[] = [
    ...elements
      .filter((element) => getElementDefinition(element.type)?.isInput)
      .map((element) => ({ key: questionKey(element.id), label: questionLabel(element), hidden: false, element })),
    ...logicColumns(logic),
    ...paramColumns(elements, params),
    ...(languages.length > 1 ? [{ key: LANGUAGE_COLUMN, label: en['data.column.language'], hidden: false }] : []),
    { key: 'completion_time', label: en['data.column.completionTime'], hidden: false },
    { key: 'created_at', label: en['data.column.date'], hidden: true },
  ];
  const byKey = new Map(all.map((column) => [column.key, column]));
  const chosen = saved.flatMap((column) => {
    const known = byKey.get(column.key);
    return known ? [{ ...known, hidden: column.hidden }] : [];
  });
  const listed = new Set(chosen.map((column) => column.key));
  return [...chosen, ...all.filter((column) => !listed.has(column.key))];
}

/** What PUT …/data-columns takes for these columns. */
export const savedColumns = (columns: readonly TableColumn[]): DataColumn[] =>
  columns.map(({ key, hidden }) => ({ key, hidden }));

/** The columns with the one at `index` moved by `by` places (−1 up, +1 down); unchanged at an end. */
export function moveColumn<T>(columns: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
