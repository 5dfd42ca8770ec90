import { sql, type Kysely } from 'kysely';
import { getElementDefinition } from '@formbuilder/core';
import type { MigrationContext } from './context';

// Statistics read counters
// kept by the writes instead of grouping every answer.
// - answer_counts: per form, question and value (entries.value_key), how many counted
//   answers there are, for the questions whose chart counts values (pie, bar, NPS, average;
//   never free-text ones), raised by both submission write paths and lowered by deletes
//   (answers/answer-counts.ts); a form's deletion takes them along.
// - form_stats.completion_sum / completion_count: the average completion time without a scan.
// Both are filled from the rows already stored, so existing installs keep their statistics.

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('answer_counts')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('value_key', 'text', (c) => c.notNull())
    .addColumn('n', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_counts_key', ['form_id', 'question_id', 'value_key'])
    .execute();
  await db.schema
    .alterTable('form_stats')
    .addColumn('completion_sum', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('form_stats')
    .addColumn('completion_count', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await countStoredAnswers(db);
}

// Which questions count, as the writes decided it when this migration shipped: a copy, so the
// migration stays what it was whatever answers/answer-counts.ts becomes.
interface Question {
  id: number;
  type: string;
}

function isCountedType(type: string): boolean {
  const chart = getElementDefinition(type)?.chartType;
  return chart !== undefined && chart !== null && chart !== 'lastFive';
}

function countedQuestionIds(elements: readonly Question[]): ReadonlySet<number> {
  return new Set(elements.filter((e) => isCountedType(e.type)).map((e) => e.id));
}

function questionsOfProps(props: string): Question[] {
  try {
    const elements = (JSON.parse(props) as { elements?: unknown }).elements;
    if (!Array.isArray(elements)) return [];
    return elements.filter(
      (e): e is Question =>
        typeof (e as Partial<Question> | null)?.id === 'number' &&
        typeof (e as Partial<Question> | null)?.type === 'string',
    );
  } catch {
    return [];
  }
}

const VERSIONS_PER_READ = 200;
/** 3 parameters a row, far below SQLite's 32,766. */
const QUESTIONS_PER_INSERT = 1_000;

/**
 * Sets the completion-time counters and fills answer_counts (expected empty) from the stored
 * submissions: which questions count is read from each published version's elements, as the
 * writes decide it, into a helper table, and the answers are then counted in one
 * INSERT … SELECT … GROUP BY.
 */
export async function countStoredAnswers(db: Kysely<unknown>): Promise<void> {
  await sql`update form_stats set
    completion_sum = coalesce((select sum(s.completion_time) from submissions s where s.form_id = form_stats.form_id and s.version <> 0), 0),
    completion_count = (select count(s.completion_time) from submissions s where s.form_id = form_stats.form_id and s.version <> 0)`.execute(
    db,
  );

  await sql`create table answer_count_questions (form_id integer not null, version integer not null, question_id integer not null, primary key (form_id, version, question_id))`.execute(
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
      [...countedQuestionIds(questionsOfProps(v.props))].map(
        (questionId) => [v.form_id, v.version, questionId] as const,
      ),
    );
    for (let i = 0; i < rows.length; i += QUESTIONS_PER_INSERT) {
      const slice = rows.slice(i, i + QUESTIONS_PER_INSERT);
      await sql`insert into answer_count_questions (form_id, version, question_id) values ${sql.join(slice.map((r) => sql`(${r[0]}, ${r[1]}, ${r[2]})`))}`.execute(
        db,
      );
    }
  }
  await sql`insert into answer_counts (form_id, question_id, value_key, n)
    select e.form_id, e.question_id, e.value_key, count(*)
    from entries e
    join submissions s on s.id = e.submission_id
    join answer_count_questions q on q.form_id = s.form_id and q.version = s.version and q.question_id = e.question_id
    where e.form_id is not null and e.value_key <> ''
    group by e.form_id, e.question_id, e.value_key`.execute(db);
  await sql`drop table answer_count_questions`.execute(db);
}
