import type { FormLogic, SubmissionListItem } from '@formbuilder/core';
import { en } from '../i18n/en';
import type { TableColumn } from './table-columns';

// What a form's logic stored with a submission (docs/product.md, "Logic"), as the Data screens
// show it: a column per calculated value (headed by its name) and one for the ending chosen, in
// the table and in the detail.

type LogicFields = Pick<SubmissionListItem, 'variables' | 'ending'>;

export const ENDING_KEY = 'ending';
export const variableKey = (id: string) => `var:${id}`;

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

/** A logic column's text for one submission; null when the column is not the logic's. */
export function logicCellText(row: LogicFields, key: string, logic: FormLogic | undefined): string | null {
  if (key === ENDING_KEY) return logic?.endings.find((ending) => ending.id === row.ending)?.name ?? row.ending ?? '';
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
