import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Statistics that read (responses/statistics.ts):
// - form_progress, per form and page, how far visits got (responses/progress.ts, counted in
//   memory from the visitor's beacons and the pages posted without the script, added every few
//   seconds): on page 1 the visits that gave a first answer (starts), on page 2 and on the visits
//   that reached that page. A form's deletion takes them along. Nothing was counted before, so
//   every form starts at zero.
// - answer_counts now also counts Date questions' answers (a day each, for their histogram):
//   filled here from the stored answers to the Date questions of each published version.

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('form_progress')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('n', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_progress_key', ['form_id', 'page'])
    .execute();
  await countStoredDates(db);
}

const VERSIONS_PER_READ = 200;
/** 3 parameters a row, far below SQLite's 32,766. */
const QUESTIONS_PER_INSERT = 1_000;

/** The ids of a version's Date questions, from its stored props (as 009 reads them). */
function dateQuestionIds(props: string): number[] {
  try {
    const elements = (JSON.parse(props) as { elements?: unknown }).elements;
    if (!Array.isArray(elements)) return [];
    return elements
      .filter((e): e is { id: number; type: string } => {
        const element = e as { id?: unknown; type?: unknown } | null;
        return typeof element?.id === 'number' && element.type === 'Date';
      })
      .map((e) => e.id);
  } catch {
    return [];
  }
}

/**
 * Counts the stored answers to Date questions into answer_counts (none are there yet): which
 * questions are Date is read from each published version into a helper table, then one
 * INSERT … SELECT … GROUP BY, as 009 filled the others.
 */
export async function countStoredDates(db: Kysely<unknown>): Promise<void> {
  await sql`create table answer_count_dates (form_id integer not null, version integer not null, question_id integer not null, primary key (form_id, version, question_id))`.execute(
    db,
  );
  for (let after = 0; ;) {
    const versions = await sql<{
      id: number;
      form_id: number;
      version: number;
      props: string;
    }>`select id, form_id, version, props from form_versions where id > ${after} order by id limit ${VERSIONS_PER_READ}`.execute(
      db,
    );
    const last = versions.rows.at(-1);
    if (!last) break;
    after = last.id;
    const rows = versions.rows.flatMap((v) =>
      dateQuestionIds(v.props).map((questionId) => [v.form_id, v.version, questionId] as const),
    );
    for (let i = 0; i < rows.length; i += QUESTIONS_PER_INSERT) {
      const slice = rows.slice(i, i + QUESTIONS_PER_INSERT);
      await sql`insert into answer_count_dates (form_id, version, question_id) values ${sql.join(slice.map((r) => sql`(${r[0]}, ${r[1]}, ${r[2]})`))}`.execute(
        db,
      );
    }
  }
  await sql`insert into answer_counts (form_id, question_id, value_key, n)
    select e.form_id, e.question_id, e.value_key, count(*)
    from entries e
    join submissions s on s.id = e.submission_id
    join answer_count_dates q on q.form_id = s.form_id and q.version = s.version and q.question_id = e.question_id
    where e.form_id is not null and e.value_key <> ''
    group by e.form_id, e.question_id, e.value_key`.execute(db);
  await sql`drop table answer_count_dates`.execute(db);
}
