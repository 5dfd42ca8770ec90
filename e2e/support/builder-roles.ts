import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The journeys change a role the way an operator would: in the server's SQLite
 * file. The server reads the role at every request; an open app learns of the
 * change when a save is refused or its window regains focus, else at the next login.
 */
export function setElementAllowed(dataDir: string, roleId: number, elementType: string, allowed: boolean): void {
  const db = new DatabaseSync(path.join(dataDir, 'formbuilder.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const row = db.prepare('select permission from roles where id = ?').get(roleId) as
      { permission: string } | undefined;
    if (!row) throw new Error(`no role ${String(roleId)}`);
    const permission = JSON.parse(row.permission) as Record<string, unknown>;
    permission[elementType] = allowed;
    db.prepare('update roles set permission = ? where id = ?').run(JSON.stringify(permission), roleId);
  } finally {
    db.close();
  }
}
