import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';
import frozenTemplates from './002-templates.data.json' with { type: 'json' };

// The first starter templates, frozen as this migration first shipped them
// (generated once from src/templates/data/*.json). A migration is history: it must insert
// the same rows on a new install as it did on an old one, so a template edited or added
// later comes with a migration of its own, and this copy never changes.
const templates: { title: string; props: unknown }[] = frozenTemplates;

export async function up(db: Kysely<unknown>, { now }: MigrationContext): Promise<void> {
  for (const template of templates) {
    await sql`insert into templates (title, props, created_at) values (${template.title}, ${JSON.stringify(template.props)}, ${now})`.execute(
      db,
    );
  }
}
