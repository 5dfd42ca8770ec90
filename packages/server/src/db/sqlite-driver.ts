import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

// Kysely's SqliteDialect expects a better-sqlite3-like object. node:sqlite is built
// into Node 24, so a few lines of adapter spare us a native build (MACHINE-NOTES.md).

type Params = ReadonlyArray<unknown>;

function toInputs(params: Params): SQLInputValue[] {
  return params.map((p) => {
    if (typeof p === 'boolean') return p ? 1 : 0;
    if (p === undefined) return null;
    return p as SQLInputValue;
  });
}

export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file);
  // WAL lets readers run beside the writer; FULL keeps an acknowledged write on disk.
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = FULL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  // Kysely asks for a statement per query; compiling the same SQL again each time
  // costs more than running it, so compiled statements are kept by their text (the 500 most
  // recently used).
  const statements = new LRUCache<string, { statement: StatementSync; reader: boolean }>({ max: 500 });
  const compiled = (sql: string) => {
    let entry = statements.get(sql);
    if (!entry) {
      const statement = raw.prepare(sql);
      // A statement is a reader when it has result columns (SELECT, or RETURNING).
      entry = { statement, reader: statement.columns().length > 0 };
      statements.set(sql, entry);
    }
    return entry;
  };
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      // SQLite ends a transaction itself on some errors (a full disk, an I/O error): Kysely's
      // ROLLBACK after it would then fail and hide the error that matters.
      if (sql === 'rollback')
        return {
          reader: false,
          all: () => [],
          run: () => (raw.isTransaction ? raw.prepare(sql).run() : { changes: 0, lastInsertRowid: 0 }),
          iterate: () => [][Symbol.iterator](),
        };
      const { statement, reader } = compiled(sql);
      return {
        reader,
        all: (params: Params) => statement.all(...toInputs(params)),
        run: (params: Params) => {
          const result = statement.run(...toInputs(params));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (params: Params) => statement.iterate(...toInputs(params)) as IterableIterator<unknown>,
      };
    },
  };
}
