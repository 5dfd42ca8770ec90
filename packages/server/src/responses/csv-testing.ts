import { parse } from 'csv-parse/sync';

/** CSV text back to rows, its BOM dropped: how the API tests read an export. */
export function readCsv(text: string): string[][] {
  return parse(text, { bom: true });
}
