import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNewForm,
  type Delivery,
  type DriveFolder,
  type Element,
  type FieldMapping,
  type Integration,
  type Spreadsheet,
} from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createFreeUser, createUser, type TestUser } from '../../test/factories';
import { startGoogleStandIn, type GoogleStandIn } from '../../test/google-stand-in';
import { postMultipart } from '../../submissions/intake-testing';
import { createSecretBox } from '../../config/secrets';
import { startOutboxWorker, type OutboxWorker } from '../../outbox/outbox';
import { connectGoogle } from './google-testing';
import { createGoogleAccess } from './google-access';
import { createGoogleGrantsStore } from './google-grants.store';
import { createGoogleHandlers } from './google-deliveries';
import { anon, as } from '../../test/requests';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'TextBox', label: 'Favourite formula' },
  { id: 3, type: 'Button' },
];

// Each submission of a form with Drive and Sheets active becomes a PDF in the
// owner's folder and a row in their sheet, written by the outbox with the owner's grant;
// failures keep their words on the delivery and are tried again.
describe.each(testDialects)('Google Drive and Sheets deliveries (%s)', (dialect) => {
  let google: GoogleStandIn;
  let server: TestServer;
  let owner: TestUser;
  let worker: OutboxWorker;
  let folder: DriveFolder;
  let spreadsheet: Spreadsheet;
  let formId: number;
  let uuid: string;

  beforeAll(async () => {
    google = await startGoogleStandIn();
    server = await startTestServer(dialect, { ...google.env, SUBMIT_RATE_LIMIT: '0' });
    // The server's own worker would deliver while a test looks: this one runs when told to.
    await server.outbox.stop();
    const grants = createGoogleGrantsStore(
      server.db.kysely,
      createSecretBox(server.config.encryptionKey, server.config.dataDir),
    );
    const handlers = createGoogleHandlers(
      server.db.kysely,
      createGoogleAccess(server.config.google, server.config.publicUrl, grants),
    );
    worker = startOutboxWorker(server.db.kysely, dialect, handlers, { error: () => undefined }, 3_600_000);
    owner = await createFreeUser(server, 'owner@example.com');

    // The builder's flow: consent, a folder, a spreadsheet; then the entries, published.
    const token = await connectGoogle(server, google, owner);
    const post = (url: string, payload: object) => as(owner).post(url, payload);
    folder = (
      await post('/api/integrations/googledrive/createFolder', { token, targetFolder: { name: 'Answers' } })
    ).json<{ data: DriveFolder }>().data;
    const valuesRow: FieldMapping['valuesRow'] = [
      { title: 'ID', source: { metadata: 'submissionId' } },
      { title: 'Name', source: { questionId: 1 } },
      { title: 'Formula', source: { questionId: 2 } },
      { title: 'Form', source: { metadata: 'formTitle' } },
    ];
    const init = await post('/api/googlesheets/init', {
      token,
      targetSpreadsheet: { title: 'Answers', sheet: { title: 'Sheet 1' } },
      fieldMapping: { valuesRow },
    });
    spreadsheet = init.json<{ data: { targetSpreadsheet: Spreadsheet } }>().data.targetSpreadsheet;
    const form = createNewForm('owner@example.com');
    const integrations: Integration[] = [
      ...form.props.integrations,
      {
        type: 'GoogleDrive',
        active: true,
        targetFolder: folder,
        submissionIdentifier: '{TextBox_1} {submissionId}: answers',
      },
      { type: 'GoogleSheets', active: true, targetSpreadsheet: spreadsheet, fieldMapping: { valuesRow } },
    ];
    const created = await post(`/api/users/${owner.id}/forms`, {
      ...form,
      title: 'Sign-up',
      props: { ...form.props, elements, integrations },
    });
    ({ id: formId, uuid } = created.json<{ id: number; uuid: string }>());
    await post(`/api/users/${owner.id}/forms/${formId}/publish`, {});
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await google.close();
  });

  const answer = async (name: string, formula: string) => {
    const response = await postMultipart(server, uuid, [
      ['q_1', name],
      ['q_2', formula],
    ]);
    expect(response.statusCode).toBe(201);
    return (
      await server.db.kysely
        .selectFrom('submissions')
        .select('id')
        .where('form_id', '=', formId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const deliveries = async (integration: string, user = owner) =>
    (await as(user).get(`/api/users/${owner.id}/forms/${formId}/deliveries?integration=${integration}`)).json<
      Delivery[]
    >();
  const latest = async (integration: string) => (await deliveries(integration))[0];
  /** As if the back-off had passed. */
  const due = () =>
    server.db.kysely
      .updateTable('outbox')
      .set({ run_at: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();

  it('puts a PDF of the submission in the folder, named by the pattern, and appends a raw row', async () => {
    const submissionId = await answer('Ada / Lovelace', '=1+1');
    await worker.drain();
    expect(await latest('GoogleDrive')).toMatchObject({
      kind: 'integration:GoogleDrive',
      status: 'done',
      attempts: 1,
      error: null,
      submissionId,
    });
    expect(await latest('GoogleSheets')).toMatchObject({
      kind: 'integration:GoogleSheets',
      status: 'done',
      attempts: 1,
      error: null,
      submissionId,
    });

    const file = google.files.at(-1);
    expect(file).toMatchObject({
      name: `Ada Lovelace ${submissionId} answers.pdf`,
      parents: [folder.id],
      mimeType: 'application/pdf',
    });
    expect(file?.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const rows = google.spreadsheets.find((s) => s.id === spreadsheet.id)?.sheets[0]?.rows;
    expect(rows).toEqual([
      ['ID', 'Name', 'Formula', 'Form'],
      [submissionId, 'Ada / Lovelace', '=1+1', 'Sign-up'],
    ]);
    expect(google.writes.at(-1)).toMatchObject({
      call: 'append',
      range: "'Sheet 1'!A1",
      valueInputOption: 'RAW',
      insertDataOption: 'INSERT_ROWS',
    });
  });

  it('tries again after Google fails, keeping the words on the delivery meanwhile', async () => {
    google.failNext(2, 503);
    const files = google.files.length;
    await answer('Grace', '42');
    await worker.drain();
    for (const integration of ['GoogleDrive', 'GoogleSheets']) {
      expect(await latest(integration)).toMatchObject({
        status: 'pending',
        attempts: 1,
        error: 'Google did not answer (503). Please try again.',
      });
    }
    await due();
    await worker.drain();
    expect(await latest('GoogleDrive')).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(await latest('GoogleSheets')).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(google.files).toHaveLength(files + 1);
    expect(google.spreadsheets.find((s) => s.id === spreadsheet.id)?.sheets[0]?.rows.at(-1)).toEqual([
      expect.any(Number),
      'Grace',
      '42',
      'Sign-up',
    ]);
  });

  it("keeps another owner and visitors out of the integration's deliveries", async () => {
    const other = await createUser(server, 'other@example.com');
    expect(
      (await as(other).get(`/api/users/${owner.id}/forms/${formId}/deliveries?integration=GoogleDrive`)).statusCode,
    ).toBe(403);
    expect(
      (await anon(server).get(`/api/users/${owner.id}/forms/${formId}/deliveries?integration=GoogleSheets`)).statusCode,
    ).toBe(401);
  });

  it('says on the delivery when the owner revoked access, and the status shows it', async () => {
    google.revokeAll();
    await answer('Katherine', 'x');
    await worker.drain();
    for (const integration of ['GoogleDrive', 'GoogleSheets']) {
      expect((await latest(integration))?.status).toBe('pending');
    }
    // The first job to meet the revoked grant forgets it; the next finds none.
    const errors = [(await latest('GoogleDrive'))?.error, (await latest('GoogleSheets'))?.error];
    expect(errors).toContain('Google access was revoked or expired. Authenticate with Google again.');
    expect(errors.every((error) => /Authenticate with Google again\.$/.test(error ?? ''))).toBe(true);
    const status = await as(owner).get('/api/services/google/status');
    expect(status.json()).toEqual({ connected: false, scopes: [] });

    // Authenticating again lets the waiting deliveries through.
    await connectGoogle(server, google, owner);
    await due();
    await worker.drain();
    expect(await latest('GoogleDrive')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await latest('GoogleSheets')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('writes no Drive or Sheets deliveries on a server without a Google client', async () => {
    const bare = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    try {
      await createUser(bare, 'admin@example.com');
      const user = await createUser(bare, 'owner@example.com');
      const form = createNewForm('owner@example.com');
      const integrations: Integration[] = [
        { type: 'GoogleDrive', active: true, targetFolder: folder, submissionIdentifier: '{submissionDate}' },
      ];
      const created = await as(user).post(`/api/users/${user.id}/forms`, {
        ...form,
        props: { ...form.props, elements, integrations },
      });
      const { id, uuid: bareUuid } = created.json<{ id: number; uuid: string }>();
      await as(user).post(`/api/users/${user.id}/forms/${id}/publish`);
      expect((await postMultipart(bare, bareUuid, [['q_1', 'Ada']])).statusCode).toBe(201);
      expect(await bare.db.kysely.selectFrom('outbox').select('kind').where('form_id', '=', id).execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
