import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, statisticsSchema, submissionPageSchema, type Element, type Form } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in';
import { anon, as } from '../test/requests';
import { readCsv } from './csv-testing';

// docs/product.md, "Languages in results": each submission keeps the language it was given in,
// which the list, its filter, the exports, the statistics and the confirmation e-mail read.

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Email', label: 'E-mail' },
  { id: 3, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
];

const languages = {
  default: 'en',
  more: ['fr', 'de'],
  translations: {
    fr: {
      title: 'Réponses',
      'element.3.option.yes': 'Oui',
      'confirmation.subject': 'Merci {{answer:1}}',
      'confirmation.text': 'Nous avons bien reçu votre réponse.',
    },
  },
};

interface Row {
  id: number;
  language?: string;
}

describe.each(testDialects)('languages in results (%s)', (dialect) => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  let draft: Form;
  const ids: Record<string, number> = {};
  const base = () => `/api/users/${owner.id}/forms/${form.id}`;

  /** A visitor's answers with JavaScript (JSON), `_lang` as the page posts it. */
  const submitJson = async (name: string, lang: string | undefined, coming = 'yes') => {
    const posted = await anon(server).post(
      `/form/view/${form.uuid}`,
      {
        q_1: name,
        q_2: `${name.toLowerCase()}@example.org`,
        q_3: coming,
        ...(lang === undefined ? {} : { _lang: lang }),
      },
      { headers: { accept: 'application/json' } },
    );
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json<{ submissionId: number }>().submissionId;
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(dialect, { SMTP_URL: smtp.url, SUBMIT_RATE_LIMIT: '0' });
    owner = await createFreeUser(server, 'owner@example.com');
    draft = createNewForm('owner@example.com');
    draft.props.elements = elements;
    draft.props.languages = languages;
    draft.props.integrations = draft.props.integrations.map((entry) =>
      entry.type === 'email'
        ? {
            ...entry,
            active: true,
            to: '',
            confirmation: { active: true, questionId: 2, subject: 'Thanks {{answer:1}}', text: 'We got your answer.' },
          }
        : entry,
    );
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, { ...draft, title: 'Answers' });
    expect(created.statusCode, created.body).toBe(201);
    form = created.json<{ id: number; uuid: string }>();
    expect((await as(owner).post(`${base()}/publish`)).statusCode).toBe(200);

    ids.english = await submitJson('Ann', 'en');
    ids.french = await submitJson('Amelie', 'fr');
    ids.unknown = await submitJson('Una', 'xx');
    ids.none = await submitJson('Nat', undefined, 'no');
    // The page without JavaScript posts a urlencoded body and is sent on to the Thank You page.
    const plain = await anon(server).post(
      `/form/view/${form.uuid}`,
      'q_1=Fabrice&q_2=fabrice%40example.org&q_3=yes&_lang=fr',
      { headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } },
    );
    expect(plain.statusCode, plain.body).toBe(303);
    const newest = await server.db.kysely
      .selectFrom('submissions')
      .select(['id', 'language'])
      .where('form_id', '=', form.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    ids.plain = newest.id;
    // A submission stored before languages were kept has none: it reads as the form's default.
    ids.old = await submitJson('Olga', 'fr', 'no');
    await server.db.kysely.updateTable('submissions').set({ language: null }).where('id', '=', ids.old).execute();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("stores the posted _lang when it is one of the form's languages, else the default", async () => {
    const rows = await server.db.kysely
      .selectFrom('submissions')
      .select(['id', 'language'])
      .where('form_id', '=', form.id)
      .execute();
    const stored = Object.fromEntries(rows.map((row) => [row.id, row.language]));
    expect(stored[ids.english!]).toBe('en');
    expect(stored[ids.french!]).toBe('fr');
    expect(stored[ids.plain!]).toBe('fr');
    expect(stored[ids.unknown!]).toBe('en');
    expect(stored[ids.none!]).toBe('en');
  });

  it('gives each row its language, the default for one stored without, and filters by language', async () => {
    const all = await as(owner).get(`${base()}/submissions?limit=50`);
    const page = submissionPageSchema.parse(all.json());
    const languageOf = new Map(page.submissions.map((row) => [row.id, row.language]));
    expect(languageOf.get(ids.french!)).toBe('fr');
    expect(languageOf.get(ids.old!)).toBe('en');
    // The bare list carries it too.
    const bare = (await as(owner).get(`${base()}/submissions`)).json<Row[]>();
    expect(bare.find((row) => row.id === ids.plain)?.language).toBe('fr');

    const french = submissionPageSchema.parse((await as(owner).get(`${base()}/submissions?language=fr`)).json());
    expect(french.submissions.map((row) => row.id).sort()).toEqual([ids.french, ids.plain].sort());
    expect(french.matching).toBe(2);
    // The default also finds those stored without a language.
    const english = submissionPageSchema.parse((await as(owner).get(`${base()}/submissions?language=en`)).json());
    expect(english.submissions.map((row) => row.id).sort()).toEqual(
      [ids.english, ids.unknown, ids.none, ids.old].sort(),
    );
    const german = submissionPageSchema.parse((await as(owner).get(`${base()}/submissions?language=de`)).json());
    expect(german.submissions).toEqual([]);
  });

  it("refuses a language that is not one of the form's, in words", async () => {
    for (const path of ['/submissions?language=es', '/submissions.csv?language=es', '/submissions.json?language=xx']) {
      const refused = await as(owner).get(`${base()}${path}`);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        `language: this form has no language '${path.endsWith('xx') ? 'xx' : 'es'}'. Use one of its languages: en (English), fr (French), de (German).`,
      );
    }
  });

  it('takes the languages of the published version and of the draft', async () => {
    const saved = await as(owner).put(`/api/users/${owner.id}/forms`, {
      ...draft,
      id: form.id,
      title: 'Answers',
      props: { ...draft.props, languages: { ...languages, more: ['fr', 'es'] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Spanish is the draft's only, German the published version's only: both filter.
    expect((await as(owner).get(`${base()}/submissions?language=es`)).statusCode).toBe(200);
    expect((await as(owner).get(`${base()}/submissions?language=de`)).statusCode).toBe(200);
    const refused = await as(owner).get(`${base()}/submissions?language=it`);
    expect(refused.json<{ message: string }>().message).toBe(
      "language: this form has no language 'it'. Use one of its languages: en (English), fr (French), de (German), es (Spanish).",
    );
    await as(owner).put(`/api/users/${owner.id}/forms`, { ...draft, id: form.id, title: 'Answers' });
  });

  it('exports a Language column by name in the CSV and the workbook, and the code in the JSON', async () => {
    const csv = readCsv((await as(owner).get(`${base()}/submissions.csv?timeZone=UTC`)).body);
    expect(csv[0]).toEqual(['ID', 'Submission Date (UTC)', 'Language', 'Name', 'E-mail', 'Coming?']);
    const byId = new Map(csv.slice(1).map((row) => [Number(row[0]), row]));
    expect(byId.get(ids.french!)?.[2]).toBe('French');
    expect(byId.get(ids.old!)?.[2]).toBe('English');
    // The option's value is the same in every language: the CSV words it once.
    expect(byId.get(ids.french!)?.[5]).toBe('Yes');

    const filtered = readCsv((await as(owner).get(`${base()}/submissions.csv?language=fr`)).body);
    expect(
      filtered
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual([ids.french, ids.plain].sort());

    const json = (await as(owner).get(`${base()}/submissions.json?language=en`)).json<Row[]>();
    expect(json.map((row) => row.language)).toEqual(['en', 'en', 'en', 'en']);
    expect(json.map((row) => row.id).sort()).toEqual([ids.english, ids.unknown, ids.none, ids.old].sort());
    expect(Object.keys(json[0]!)).not.toContain('Language');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await as(owner).get(`${base()}/submissions.xlsx?language=fr`)).rawPayload as unknown as ExcelJS.Buffer,
    );
    const sheet = workbook.getWorksheet('Submissions')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Language');
    expect(sheet.getRow(2).getCell(3).value).toBe('French');
    expect(sheet.rowCount).toBe(3);
  });

  it('counts an option chosen in French and in English as one option', async () => {
    const stats = statisticsSchema.parse((await as(owner).get(`${base()}/1/statistics`)).json());
    const coming = stats.elements.find((element) => element.label === 'Coming?');
    const yes = coming?.distribution?.find((item) => item.label === 'Yes');
    // Ann (en), Amelie (fr), Una (xx → en) and Fabrice (fr, without JavaScript) chose yes.
    expect(yes?.count).toBe(4);
    expect(coming?.distribution?.map((item) => item.label)).toEqual(['Yes', 'No']);
  });

  it("keeps the Data table's Language column for a form with more than one language only", async () => {
    const columns = [
      { key: 'language', hidden: true },
      { key: 'q:1', hidden: false },
    ];
    const saved = await as(owner).put(`${base()}/data-columns`, { columns });
    expect(saved.json()).toEqual({ columns });
    const single = await as(owner).post(`/api/users/${owner.id}/forms`, { ...createNewForm(), title: 'One language' });
    const singleColumns = await as(owner).put(`/api/users/${owner.id}/forms/${single.json<Row>().id}/data-columns`, {
      columns: [{ key: 'language', hidden: false }],
    });
    expect(singleColumns.json()).toEqual({ columns: [] });
  });

  it('deletes all matching a language, and refuses one the form does not have', async () => {
    const path = `${base()}/deleteSubmission`;
    const refused = await as(owner).delete(path, { matching: { language: 'xx' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^language: this form has no language 'xx'\./);
    const none = await as(owner).delete(path, { matching: { language: 'de' } });
    expect(none.json()).toEqual({ success: true, deleted: 0 });
  });

  it("mails the respondent's confirmation in the language they answered in", async () => {
    await server.outbox.drain();
    const french = await smtp.waitFor('amelie@example.org', /^Merci Amelie$/);
    expect(french.text).toContain('Nous avons bien reçu votre réponse.');
    const english = await smtp.waitFor('ann@example.org', /^Thanks Ann$/);
    expect(english.text).toContain('We got your answer.');
    // The page without JavaScript's too.
    const plain = await smtp.waitFor('fabrice@example.org', /^Merci Fabrice$/);
    expect(plain.text).toContain('Nous avons bien reçu');
  });
});
