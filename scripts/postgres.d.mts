/** Runs one statement on its own connection to `connectionString` and answers its rows. */
export function runStatement<Row = Record<string, unknown>>(
  connectionString: string,
  statement: string,
  values?: unknown[],
): Promise<Row[]>;
/** The address of database `name` on the server `base` points at. */
export function databaseUrl(base: string, name: string): string;
