import { sql, type Kysely } from 'kysely';

// The empty forms list offers the most used
// templates. `uses` counts the forms made from each (raised in the same transaction as the
// form, templates.store.ts countTemplateUse); `suggested` orders templates with equal counts,
// so a fresh install, where every count is 0, offers four varied ones: a contact form, a
// feedback survey, an event registration and an order form. The rest follow in id order.
const SUGGESTED = ['Contact Form', 'Customer Feedback', 'Event Registration', 'Order Form'];
/** Templates not in the list above, and any added later without a place of their own. */
const UNSUGGESTED = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('templates')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('templates')
    .addColumn('suggested', 'integer', (c) => c.notNull().defaultTo(UNSUGGESTED))
    .execute();
  for (const [index, title] of SUGGESTED.entries()) {
    await sql`update templates set suggested = ${index + 1} where title = ${title}`.execute(db);
  }
}
