import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';
import { starterTemplates } from '../../templates';

// The starter templates of issue #3 (src/templates/data/*.json). Templates added
// later come with a migration of their own, so existing installs get them too.
export async function up(db: Kysely<unknown>, { now }: MigrationContext): Promise<void> {
  for (const template of starterTemplates) {
    await sql`insert into templates (title, props, created_at) values (${template.title}, ${JSON.stringify(template.props)}, ${now})`.execute(db);
  }
}
