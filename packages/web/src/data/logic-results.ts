import { paramColumnKey, type Element, type FormLogic, type SubmissionListItem } from '@formbuilder/core';
import { en } from '../i18n/en';
import type { TableColumn } from './table-columns';

// What a form's logic stored with a submission (docs/product.md, "Logic"), as the Data screens
// show it: a column per calculated value (headed by its name) and one for the ending chosen, in
// the table and in the detail; in the table, a column per URL parameter the form stores.

type LogicFields = Pick<SubmissionListItem, 'variables' | 'ending' | 'params'>;

export const ENDING_KEY = 'ending';
export const variableKey = (id: string) => `var:${id}`;
const PARAM_PREFIX = paramColumnKey('');

/** A calculated value as a person reads it: a number rounded to two decimals, a text as it is. */
export function valueText(value: number | string | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'number' ? String(Math.round(value * 100) / 100) : value;
}

/** The table's columns for the logic: its values, then the ending when it has any. */
export function logicColumns(logic: FormLogic | undefined): TableColumn[] {
  if (!logic) return [];
  return [
    ...logic.variables.map((variable) => ({ key: variableKey(variable.id), label: variable.name, hidden: false })),
    ...(logic.endings.length > 0 ? [{ key: ENDING_KEY, label: en['data.column.ending'], hidden: false }] : []),
  ];
}

/** The URL parameter a column shows ('utm_source' for 'param:utm_source'), or null. */
export const columnParam = (key: string): string | null =>
  key.startsWith(PARAM_PREFIX) ? key.slice(PARAM_PREFIX.length) : null;

/**
 * The table's columns for the URL parameters the form stores (core's storedParamNames), headed
 * like the exports' ("URL parameter utm_source"). Each shows, as the values and the ending do:
 * the form names it, so its owner wants to read it; but one that a URL Parameter question of the
 * form takes already has that question's column, the same value, so it starts hidden
 * (docs/product.md §B2, "Columns").
 */
export function paramColumns(elements: readonly Element[], params: readonly string[]): TableColumn[] {
  const asked = new Set(elements.flatMap((element) => (element.type === 'URLParam' ? [element.searchUrlParam] : [])));
  return params.map((name) => ({
    key: paramColumnKey(name),
    label: en['data.column.param'].replace('{name}', name),
    hidden: asked.has(name),
  }));
}

/** A logic column's text for one submission; null when the column is not the logic's. */
export function logicCellText(row: LogicFields, key: string, logic: FormLogic | undefined): string | null {
  if (key === ENDING_KEY) return logic?.endings.find((ending) => ending.id === row.ending)?.name ?? row.ending ?? '';
  const param = columnParam(key);
  if (param !== null) return row.params?.[param] ?? '';
  if (!key.startsWith('var:')) return null;
  return valueText(row.variables?.[key.slice(4)]);
}

/** The submission's values and ending, named, for the detail: nothing when its logic stored none. */
export function logicResults(
  row: LogicFields | undefined,
  logic: FormLogic | undefined,
): { key: string; label: string; text: string }[] {
  if (!row || (row.variables === undefined && row.ending === undefined)) return [];
  return logicColumns(logic).map((column) => ({
    key: column.key,
    label: column.label,
    text: logicCellText(row, column.key, logic) ?? '',
  }));
}
