import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_SCOPES, SHEET_COLUMNS } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createFreeUser, createUser, type TestUser } from '../../test/factories';
import { startGoogleStandIn, type GoogleStandIn } from '../../test/google-stand-in';
import { connectGoogle } from './google-testing';
import { as } from '../../test/requests';

// docs/product.md §B7, the builder's Drive and Sheets calls (createFolder, getmapping, init),
// against the stand-in as the googleapis client makes them; §B5, names cannot be empty and
// reference cells are stripped of non-alphanumerics.
describe.each(testDialects)('Google Drive and Sheets calls (%s)', (dialect) => {
  let google: GoogleStandIn;
  let server: TestServer;
  let owner: TestUser;
  let token: string;

  beforeAll(async () => {
    google = await startGoogleStandIn();
    server = await startTestServer(dialect, google.env);
    owner = await createFreeUser(server, 'owner@example.com');
    token = await connectGoogle(server, google, owner);
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  const post = (url: string, payload: object, user = owner) => as(user).post(url, payload);
  const init = (targetSpreadsheet: object, fieldMapping: object) =>
    post('/api/googlesheets/init', { token, targetSpreadsheet, fieldMapping });
  const simpleMapping = {
    valuesRow: [
      { title: 'ID', source: { metadata: 'submissionId' } },
      { title: 'Name', source: { questionId: 1 } },
      null,
      { source: { metadata: 'formTitle' } },
    ],
  };

  it('creates a Drive folder, and refuses an empty name', async () => {
    const created = await post('/api/integrations/googledrive/createFolder', {
      token,
      targetFolder: { name: ' Answers ' },
    });
    expect(created.statusCode).toBe(200);
    const folder = google.folders.at(-1);
    expect(created.json()).toEqual({ data: { name: 'Answers', id: folder?.id } });
    expect(folder).toMatchObject({ name: 'Answers', parents: ['root'] });

    const empty = await post('/api/integrations/googledrive/createFolder', { token, targetFolder: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'The folder name cannot be empty.' });
  });

  it('makes a new spreadsheet with its sheet and writes the header of a simple mapping as raw values', async () => {
    const made = await init({ title: 'Answers sheet', id: '', sheet: { title: 'Sheet 1' } }, simpleMapping);
    expect(made.statusCode).toBe(200);
    const spreadsheet = google.spreadsheets.at(-1);
    expect(made.json()).toEqual({
      data: { targetSpreadsheet: { title: 'Answers sheet', id: spreadsheet?.id, sheet: { title: 'Sheet 1' } } },
    });
    expect(spreadsheet?.sheets).toEqual([{ title: 'Sheet 1', rows: [['ID', 'Name', 'Form']] }]);
    expect(google.writes.at(-1)).toMatchObject({ call: 'update', range: "'Sheet 1'!A1", valueInputOption: 'RAW' });

    const mapping = await post('/api/googlesheets/getmapping', { token, spreadsheetId: spreadsheet?.id });
    expect(mapping.json()).toEqual({ data: [{ title: 'Sheet 1' }] });
  });

  it('adds a new sheet to an existing spreadsheet, with the stripped REFERENCE row over A..Z as its header', async () => {
    const existing = (await init({ title: 'Shared', sheet: { title: 'Sheet 1' } }, simpleMapping)).json<{
      data: { targetSpreadsheet: { id: string } };
    }>().data.targetSpreadsheet.id;
    const referenceRow = [{ title: 'Full name!' }, null, { title: " E-mail (work) #2'" }];
    const advanced = {
      advancedConfigEnabled: true,
      referenceRow,
      valuesRow: [{ source: { questionId: 1 } }, null, { source: { questionId: 2 } }],
    };
    const added = await init(
      { title: 'ignored: the spreadsheet keeps its title', id: existing, sheet: { title: "Owner's answers" } },
      advanced,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      data: { targetSpreadsheet: { title: 'Shared', id: existing, sheet: { title: "Owner's answers" } } },
    });
    const header = ['Fullname', '', 'Emailwork2', ...Array<string>(SHEET_COLUMNS - 3).fill('')];
    const spreadsheet = google.spreadsheets.find((s) => s.id === existing);
    expect(spreadsheet?.sheets.map((sheet) => sheet.title)).toEqual(['Sheet 1', "Owner's answers"]);
    expect(spreadsheet?.sheets[1]?.rows).toEqual([header]);
    expect(google.writes.at(-1)).toMatchObject({ range: "'Owner''s answers'!A1", valueInputOption: 'RAW' });

    // The same sheet again (editing the integration): no second sheet, the header is rewritten.
    expect(
      (
        await init(
          { title: 'Shared', id: existing, sheet: { title: 'Sheet 1' } },
          { valuesRow: [{ title: 'When', source: { metadata: 'submissionDate' } }] },
        )
      ).statusCode,
    ).toBe(200);
    expect(spreadsheet?.sheets.map((sheet) => sheet.title)).toEqual(['Sheet 1', "Owner's answers"]);
    expect(spreadsheet?.sheets[0]?.rows[0]).toEqual(['When']);
  });

  it('refuses empty names and an empty mapping in words, and says when the spreadsheet is not found', async () => {
    const noSheet = await init({ title: 'X', sheet: { title: ' ' } }, simpleMapping);
    expect(noSheet.json()).toEqual({ message: 'The sheet title cannot be empty.' });
    const noTitle = await init({ title: '', sheet: { title: 'Sheet 1' } }, simpleMapping);
    expect(noTitle.json()).toEqual({ message: 'The spreadsheet name cannot be empty.' });
    const nothing = await init({ title: 'X', sheet: { title: 'Sheet 1' } }, { valuesRow: [null] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ message: 'Choose at least one value to write to the sheet.' });
    const unknown = await post('/api/googlesheets/getmapping', { token, spreadsheetId: 'no-such-sheet' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Google could not find this spreadsheet. It may have been deleted, or this account cannot open it.',
    });
  });

  it('answers 502 in words when Google fails, and works again after', async () => {
    google.failNext(1, 503);
    const failed = await post('/api/integrations/googledrive/createFolder', { token, targetFolder: { name: 'Later' } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'Google did not answer (503). Please try again.' });
    expect(
      (await post('/api/integrations/googledrive/createFolder', { token, targetFolder: { name: 'Later' } })).statusCode,
    ).toBe(200);
  });

  it('asks for Sheets access when the grant has only Drive', async () => {
    const driveOnly = await createUser(server, 'drive-only@example.com');
    const driveToken = await connectGoogle(server, google, driveOnly, [GOOGLE_SCOPES.drive]);
    const refused = await post(
      '/api/googlesheets/getmapping',
      { token: driveToken, spreadsheetId: google.spreadsheets[0]?.id ?? '' },
      driveOnly,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Access to Google Sheets was not allowed. Authenticate with Google again.',
    });
  });

  it('forgets a revoked grant: the call answers 409 in words and the status says not connected', async () => {
    google.revokeAll();
    const revoked = await post('/api/integrations/googledrive/createFolder', {
      token,
      targetFolder: { name: 'After revoking' },
    });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toEqual({
      message: 'Google access was revoked or expired. Authenticate with Google again.',
    });
    const status = await as(owner).get('/api/services/google/status');
    expect(status.json()).toEqual({ connected: false, scopes: [] });
    // Asking again restores access.
    const again = await connectGoogle(server, google, owner);
    expect(
      (
        await post('/api/integrations/googledrive/createFolder', {
          token: again,
          targetFolder: { name: 'After asking again' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
