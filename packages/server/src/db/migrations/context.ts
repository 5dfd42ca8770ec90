import type { CreateTableBuilder } from 'kysely';

/** What a migration needs to know about the dialect it runs on. */
export interface MigrationContext {
  dialect: 'sqlite' | 'postgres';
  /** Starts a table with an auto-numbered integer primary key `id` in the dialect's way. */
  id: <T extends string>(table: CreateTableBuilder<T>) => CreateTableBuilder<T, 'id'>;
  now: string;
}

export function migrationContext(dialect: 'sqlite' | 'postgres'): MigrationContext {
  return {
    dialect,
    id: (table) =>
      dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    now: new Date().toISOString(),
  };
}
