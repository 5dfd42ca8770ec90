import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { startGoogleStandIn, type GoogleStandIn } from '../test/google-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in';
import { multipartBody } from '../test/multipart';
import { postMultipart, textFile } from '../submissions/intake-testing';
import { PNG } from '../uploads/test-images';
import { BOTH_SCOPES, landing } from '../integrations/google/google-testing';
import { anon, asKey } from '../test/requests';

// The two API tables of the product's specification (docs/api.md follows them), called as a
// client that follows them to the letter calls them: the request shape each row gives (paths
// with their trailing slashes, whole objects where a row sends one), and the answer read the
// way the row says the client reads it. A client such as axios reads a JSON answer's body as
// `data`, so "data[0].api_key" is the body's first item and "data.message" the body's message.
//
// How the rows that reach beyond this server are checked:
// - Mail (sign-up, verify, forgot and reset password): the server sends through the SMTP
//   stand-in, and the verification and reset links are read from the mails it received.
// - Google (loginwithgoogle, generateAuthURL, createFolder, getmapping, init): the server
//   talks to the Google stand-in, which signs ID tokens and answers consent, Drive and Sheets.
// - GET /api/users/{userId}/talkyard-sso: this server has no forum; it returns HELP_URL.
// A server without mail, Google or HELP_URL returns these rows' documented refusals instead
// (the last block). Every other row runs against the server alone, on SQLite and on PostgreSQL.

const PASSWORD = 'long enough password';
const HELP_URL = 'https://help.example/forum';

/** The login answer's fields (the login row's "data (message, token, …)"). */
const LOGIN_FIELDS = ['message', 'token', 'name', 'exp', 'user_id', 'user_role', 'permission', 'admin'];
const expectFields = (answer: unknown, fields: string[]) => {
  for (const field of fields) expect(answer, field).toHaveProperty(field);
};

/** The login answer's fields the rows below read. */
interface Session {
  token: string;
  user_id: number;
  user_role: number;
  admin: boolean;
  exp: number;
}

describe.each(testDialects)('the API tables of docs/product.md (%s)', (dialect) => {
  let google: GoogleStandIn;
  let smtp: SmtpStandIn;
  let server: TestServer;
  // The sessions the tables' rows make, as the client keeps them.
  let admin: Session;
  let owner: Session & { email: string };

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

  beforeAll(async () => {
    google = await startGoogleStandIn();
    smtp = await startSmtpStandIn();
    server = await startTestServer(dialect, { ...google.env, SMTP_URL: smtp.url, SUBMIT_RATE_LIMIT: '0', HELP_URL });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await google.close();
  });

  /** Sign-up, then the link of the verification mail, as a person follows it. */
  async function signUp(email: string): Promise<void> {
    const signup = await anon(server).post('/api/users/signup', { email, password: PASSWORD });
    expect(signup.statusCode).toBe(201);
    expect(typeof signup.json<{ message: unknown }>().message).toBe('string');
    await server.outbox.drain();
    const [, userId, code] =
      /\/verify\/(\d+)\/([\w-]+)/.exec((await smtp.waitFor(email, /Verify your e-mail/)).text) ?? [];
    // GET /api/users/{userId}/verify/{verificationCode}: a non-200 shows its message.
    const wrong = await anon(server).get(`/api/users/${String(userId)}/verify/not-the-code`);
    expect(wrong.statusCode).not.toBe(200);
    expect(wrong.json<{ message: string }>().message.length).toBeGreaterThan(0);
    expect((await anon(server).get(`/api/users/${String(userId)}/verify/${String(code)}`)).statusCode).toBe(200);
  }

  /** POST /api/users/login: success, and data with the session fields. */
  async function logIn(email: string, password = PASSWORD) {
    const answer = await anon(server).post('/api/users/login', { email, password });
    expect(answer.statusCode).toBe(200);
    const data = answer.json<Session>();
    expectFields(data, LOGIN_FIELDS);
    expect(typeof data.token).toBe('string');
    return data;
  }

  describe('app shell and accounts', () => {
    it('GET /api/server/capabilities: the capability flags', async () => {
      const data = (await anon(server).get('/api/server/capabilities')).json<Record<string, unknown>>();
      expect(data).toMatchObject({
        sendgridApiKey: true,
        googleCredentialsClientID: true,
        googleServiceAccountCredentials: true,
        fileUploadBucket: true,
      });
    });

    it('POST /api/users/signup, GET …/verify/{code}, POST /api/users/login: message, then the session fields', async () => {
      await signUp('admin@example.com');
      admin = await logIn('admin@example.com');
      expect(admin).toMatchObject({ admin: true, user_role: 1 });
      await signUp('owner@example.com');
      owner = { ...(await logIn('owner@example.com')), email: 'owner@example.com' };
      expect(owner).toMatchObject({ admin: false, user_role: 2 });
      expect(owner.exp).toBeGreaterThan(Date.now() / 1000);
    });

    it('POST /api/users/loginwithgoogle: email and tokenID, the same fields', async () => {
      const tokenID = await google.idToken({ sub: 'g-contract', email: 'grace@example.com' });
      const answer = await anon(server).post('/api/users/loginwithgoogle', { email: 'grace@example.com', tokenID });
      expect(answer.statusCode).toBe(200);
      expectFields(answer.json(), LOGIN_FIELDS);
    });

    it('POST /api/users/forgotpassword/ and …/resetpassword/{code}: success, data.message', async () => {
      const forgot = await anon(server).post('/api/users/forgotpassword/', { email: 'grace@example.com' });
      expect(forgot.statusCode).toBe(200);
      expect(typeof forgot.json<{ message: unknown }>().message).toBe('string');
      await server.outbox.drain();
      const [, userId, code] =
        /\/resetpassword\/(\d+)\/([\w-]+)/.exec(
          (await smtp.waitFor('grace@example.com', /Reset your password/)).text,
        ) ?? [];
      const reset = await anon(server).post(`/api/users/${String(userId)}/resetpassword/${String(code)}`, {
        password: 'a brand new password',
      });
      expect(reset.statusCode).toBe(200);
      expect(typeof reset.json<{ message: unknown }>().message).toBe('string');
      await logIn('grace@example.com', 'a brand new password');
    });

    it('GET usages, loadvariables, get/templates and settingsPluginfileslist: what the app stores at start', async () => {
      const usages = await asKey(server, owner.token).get(`/api/users/${owner.user_id}/usages`);
      expect(usages.statusCode).toBe(200);
      expect(usages.json()).toMatchObject({ formLimit: 5 });
      const variables = (await anon(server).get('/api/loadvariables')).json<Record<string, unknown>>();
      expect(variables).toMatchObject({ GOOGLE_CLIENT_ID: google.clientId });
      const templates = (await asKey(server, owner.token).get('/api/get/templates')).json<
        { id: number; title: string; props: { tags: string[] } }[]
      >();
      expect(templates.length).toBeGreaterThan(0);
      expect(templates[0]).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        props: { tags: expect.any(Array) },
      });
      const pages = (await asKey(server, owner.token).get('/api/app/get/settingsPluginfileslist')).json<unknown[]>();
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.every((page) => typeof page === 'string')).toBe(true);
    });

    it('GET /api/users/{userId}/api-key: data[0].api_key', async () => {
      expect(
        (await asKey(server, owner.token).post(`/api/users/${owner.user_id}/api-keys`, { name: 'Zapier' })).statusCode,
      ).toBe(201);
      const data = (await asKey(server, owner.token).get(`/api/users/${owner.user_id}/api-key`)).json<
        { api_key: string }[]
      >();
      expect(data[0]?.api_key).toMatch(/^fbk_[\w-]+_•+$/);
    });

    it('GET /api/users/{userId}/talkyard-sso: the URL the Help menu opens', async () => {
      const answer = await asKey(server, owner.token).get(`/api/users/${owner.user_id}/talkyard-sso`);
      expect([answer.statusCode, answer.headers['content-type']]).toEqual([
        200,
        expect.stringMatching(/^application\/json/),
      ]);
      expect(answer.json()).toBe(HELP_URL);
    });
  });

  // The form both tables' data rows work on, made and read as the builder does.
  let formId: number;
  let version: number;
  let submissionIds: number[] = [];
  const elements = [
    { id: 1, type: 'TextBox', label: 'Name' },
    { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'] },
    { id: 3, type: 'File', label: 'Ticket' },
    { id: 4, type: 'Button', buttonText: 'Submit' },
  ] as unknown as Element[];
  const formsUrl = () => `/api/users/${owner.user_id}/forms`;

  describe('builder, data and integrations', () => {
    it('POST …/forms with id null, then PUT …/forms with the whole form: id and updated_at', async () => {
      const created = await asKey(server, owner.token).post(formsUrl(), {
        ...createNewForm(owner.email),
        id: null,
        title: 'Wedding RSVP',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ id: expect.any(Number), updated_at: expect.any(String), status: 'done' });
      formId = created.json<{ id: number }>().id;
      // GET …/forms/{formId}/: the draft with id and props; saved back whole with its elements.
      const draft = await asKey(server, owner.token).get(`${formsUrl()}/${formId}/`);
      expect(draft.json()).toMatchObject({ id: formId, props: { elements: expect.any(Array) } });
      const draftForm = draft.json<{ props: { elements: Element[] } }>();
      const saved = await asKey(server, owner.token).put(formsUrl(), {
        ...draftForm,
        props: { ...draftForm.props, elements },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ id: formId, updated_at: expect.any(String) });
    });

    it('GET /api/users/{user_id}/editor: data.message is the form to open', async () => {
      expect((await asKey(server, owner.token).get(`/api/users/${owner.user_id}/editor`)).json()).toEqual({
        message: formId,
      });
    });

    it('POST …/{formId}/publish, then the published version (?published=true and …/{version}), which names its form', async () => {
      expect((await asKey(server, owner.token).post(`${formsUrl()}/${formId}/publish`)).statusCode).toBe(200);
      const published = await asKey(server, owner.token).get(`${formsUrl()}/${formId}?published=true`);
      expect(published.json()).toMatchObject({
        form_id: formId,
        version: expect.any(Number),
        props: { elements: expect.any(Array) },
      });
      version = published.json<{ version: number }>().version;
      const byNumber = await asKey(server, owner.token).get(`${formsUrl()}/${formId}/${version}`);
      const row = byNumber.json<{ form_id: number; version: number; created_at: string }>();
      expect(row).toMatchObject({ version, created_at: expect.any(String) });
      // A client that takes the form's id from the version row calls the form's own addresses.
      expect(
        (await asKey(server, owner.token).get(`${formsUrl()}/${row.form_id}/${row.version}/statistics`)).statusCode,
      ).toBe(200);
      expect((await asKey(server, owner.token).get(`${formsUrl()}/${formId}/`)).json()).toMatchObject({
        id: formId,
        form_id: formId,
      });
    });

    it('GET …/forms: the forms list, with the entity’s fields', async () => {
      const list = (await asKey(server, owner.token).get(formsUrl())).json<Record<string, unknown>[]>();
      expect(list.find((form) => form.id === formId)).toMatchObject({
        title: 'Wedding RSVP',
        uuid: expect.any(String),
        private: 0,
        published_version: version,
        responseCount: 0,
        unreadCount: 0,
      });
    });

    it('GET …/submissions?orderBy=created_at&desc=true and …/entries: the list and a submission’s entries', async () => {
      const { uuid } = (await asKey(server, owner.token).get(`${formsUrl()}/${formId}/`)).json<{ uuid: string }>();
      for (const [name, coming] of [
        ['Ada', 'yes'],
        ['Grace', 'no'],
      ] as const) {
        const sent = await postMultipart(
          server,
          uuid,
          [
            ['q_1', name],
            ['q_2', coming],
          ],
          name === 'Ada' ? [textFile('q_3', 'ticket.txt', 10)] : [],
        );
        expect(sent.statusCode).toBe(201);
      }
      const list = (
        await asKey(server, owner.token).get(`${formsUrl()}/${formId}/submissions?orderBy=created_at&desc=true`)
      ).json<Record<string, unknown>[]>();
      expect(list).toHaveLength(2);
      for (const row of list)
        expect(row).toMatchObject({
          id: expect.any(Number),
          form_id: formId,
          version,
          created_at: expect.anything(),
          read: 0,
        });
      submissionIds = list.map((row) => row.id as number);
      const entries = (
        await asKey(server, owner.token).get(`${formsUrl()}/${formId}/submissions/${String(submissionIds[1])}/entries`)
      ).json<Record<string, unknown>[]>();
      expect(entries).toContainEqual({ question_id: 1, submission_id: submissionIds[1], value: 'Ada' });
    });

    it('PUT …/submissions/{submissionId} with the submission, read set to 1: marks it read', async () => {
      const url = `${formsUrl()}/${formId}/submissions?orderBy=created_at&desc=true`;
      const [first] = (await asKey(server, owner.token).get(url)).json<Record<string, unknown>[]>();
      const marked = await asKey(server, owner.token).put(`${formsUrl()}/${formId}/submissions/${String(first?.id)}`, {
        ...first,
        read: 1,
      });
      expect(marked.statusCode).toBe(200);
      expect(
        (await asKey(server, owner.token).get(url))
          .json<Record<string, unknown>[]>()
          .find((row) => row.id === first?.id),
      ).toMatchObject({ read: 1 });
      // Its fields cannot change there, and a body naming another submission or form is refused.
      const other = await asKey(server, owner.token).put(`${formsUrl()}/${formId}/submissions/${String(first?.id)}`, {
        ...first,
        id: submissionIds[1],
        read: 0,
      });
      expect([other.statusCode, other.json()]).toEqual([
        400,
        { message: `The body's id (${String(submissionIds[1])}) is not this submission's (${String(first?.id)}).` },
      ]);
      const elsewhere = await asKey(server, owner.token).put(
        `${formsUrl()}/${formId}/submissions/${String(first?.id)}`,
        {
          ...first,
          form_id: formId + 1,
          read: 0,
        },
      );
      expect(elsewhere.statusCode).toBe(400);
      const unknown = await asKey(server, owner.token).put(`${formsUrl()}/${formId}/submissions/${String(first?.id)}`, {
        ...first,
        answers: [],
        read: 0,
      });
      expect([unknown.statusCode, unknown.json()]).toEqual([
        400,
        { message: "The field 'answers' cannot be set here." },
      ]);
      expect(
        (await asKey(server, owner.token).get(url))
          .json<Record<string, unknown>[]>()
          .find((row) => row.id === first?.id),
      ).toMatchObject({ read: 1, version });
    });

    it('GET …/{version}/statistics: responses, average completion time and each element’s chart', async () => {
      const data = (await asKey(server, owner.token).get(`${formsUrl()}/${formId}/${version}/statistics`)).json<{
        responses: number;
        average_completion_time: unknown;
        elements: Record<string, unknown>[];
      }>();
      expect(data.responses).toBe(2);
      expect(data).toHaveProperty('average_completion_time');
      const coming = data.elements.find((element) => element.label === 'Coming?');
      expect(coming).toMatchObject({ chartType: expect.any(String), responseCount: 2 });
      expect(coming?.chartItems).toContainEqual(
        expect.objectContaining({ name: 'Yes', value: 1, color: expect.any(String), nameForXaxis: expect.any(String) }),
      );
      for (const element of data.elements)
        expect(['lastFive', 'pieChart', 'barChart', 'netPromoterScore', 'average']).toContain(element.chartType);
    });

    it('GET /api/checkIfFileIsExist/… and the file itself: the first data item, then the blob', async () => {
      const path = `${owner.user_id}/${formId}/${String(submissionIds[1])}/3/ticket.txt`;
      const check = (await asKey(server, owner.token).get(`/api/checkIfFileIsExist/${path}`)).json<{
        data: unknown[];
      }>();
      expect(check.data[0]).toBe(true);
      const file = await asKey(server, owner.token).get(
        `${formsUrl()}/${formId}/submissions/${String(submissionIds[1])}/questions/3/ticket.txt`,
      );
      expect([file.statusCode, file.rawPayload.length]).toEqual([200, 10]);
      const missing = await asKey(server, owner.token).get(
        `${formsUrl()}/${formId}/submissions/${String(submissionIds[1])}/questions/3/other.txt`,
      );
      expect(missing.statusCode).not.toBe(200);
      expect(missing.json<{ message: string }>().message.length).toBeGreaterThan(0);
    });

    it('POST …/CSVExport with submissionIds: filename and content', async () => {
      const data = (
        await asKey(server, owner.token).post(`${formsUrl()}/${formId}/CSVExport`, { submissionIds })
      ).json<{
        filename: string;
        content: string;
      }>();
      expect(data.filename).toMatch(/\.csv$/);
      expect(data.content).toContain('Grace');
    });

    it('POST /api/upload/{formId}/{fieldId}: a multipart file, answered with its location', async () => {
      const body = multipartBody([], [{ field: 'file', name: 'dot.png', data: PNG, type: 'image/png' }]);
      const answer = await asKey(server, owner.token).post(`/api/upload/${formId}/1`, body.payload, {
        headers: body.headers,
      });
      expect(typeof answer.json<{ location: unknown }>().location).toBe('string');
    });

    it('GET /api/datasets?dataset={name}: items with value and display, without a session', async () => {
      for (const name of ['countries', 'countriesDialCodes', 'usStates', 'months']) {
        const items = (await anon(server).get(`/api/datasets?dataset=${name}`)).json<
          { value: unknown; display: unknown }[]
        >();
        expect(items.length, name).toBeGreaterThan(0);
        expect(items[0], name).toEqual(
          expect.objectContaining({ value: expect.anything(), display: expect.any(String) }),
        );
      }
    });

    it('generateAuthURL, createFolder, getmapping and init: data is the URL, the folder, the sheets, the spreadsheet', async () => {
      const url = (
        await asKey(server, owner.token).post('/api/services/google/generateAuthURL', { scope: BOTH_SCOPES })
      ).json<{ data: string }>().data;
      expect(url).toMatch(/^http/);
      // The popup's consent and the callback give the builder its token (the googleAuth page).
      const { token } = await landing(server, await google.consent(url, 'allow', 'contract'));
      const folder = (
        await asKey(server, owner.token).post('/api/integrations/googledrive/createFolder', {
          token,
          targetFolder: { name: 'Answers' },
        })
      ).json<{ data: { name: string; id: string } }>().data;
      expect(folder).toEqual({ name: 'Answers', id: expect.any(String) });
      const init = await asKey(server, owner.token).post('/api/googlesheets/init', {
        token,
        targetSpreadsheet: { title: 'Answers sheet', id: '', sheet: { title: 'Sheet 1' } },
        fieldMapping: { valuesRow: [{ title: 'Name', source: { questionId: 1 } }] },
      });
      const spreadsheet = init.json<{ data: { targetSpreadsheet: { id: string; title: string } } }>().data
        .targetSpreadsheet;
      expect(spreadsheet).toMatchObject({ id: expect.any(String), title: 'Answers sheet' });
      const sheets = (
        await asKey(server, owner.token).post('/api/googlesheets/getmapping', { token, spreadsheetId: spreadsheet.id })
      ).json<{ data: { title: string }[] }>().data;
      expect(sheets).toEqual([{ title: 'Sheet 1' }]);
    });

    it('POST …/forms: the whole form, id cleared, new title, drive integration removed (the clone): status done', async () => {
      const draft = (await asKey(server, owner.token).get(`${formsUrl()}/${formId}/`)).json<{
        props: { integrations: { type: string }[] };
      }>();
      const copy = {
        ...draft,
        id: null,
        title: 'Clone of Wedding RSVP',
        props: {
          ...draft.props,
          integrations: draft.props.integrations.filter((entry) => entry.type !== 'GoogleDrive'),
        },
      };
      const created = await asKey(server, owner.token).post(formsUrl(), copy);
      expect(created.json()).toMatchObject({ status: 'done' });
      // DELETE …/forms/{formId}: message 'deleted'.
      expect(
        (await asKey(server, owner.token).delete(`${formsUrl()}/${created.json<{ id: number }>().id}`)).json(),
      ).toMatchObject({ message: 'deleted' });
    });

    it('DELETE …/deleteSubmission with submissionIds: success', async () => {
      const answer = await asKey(server, owner.token).delete(`${formsUrl()}/${formId}/deleteSubmission`, {
        submissionIds: [submissionIds[0]],
      });
      expect(answer.json()).toMatchObject({ success: true });
      expect(
        (
          await asKey(server, owner.token).get(`${formsUrl()}/${formId}/submissions?orderBy=created_at&desc=true`)
        ).json(),
      ).toHaveLength(1);
    });
  });

  describe('administration', () => {
    it('GET /api/admin/users, /roles, /users/{id}/forms: the user list, the role list, that user’s forms', async () => {
      const users = (await asKey(server, admin.token).get('/api/admin/users')).json<Record<string, unknown>[]>();
      expect(users.find((user) => user.id === owner.user_id)).toMatchObject({
        email: 'owner@example.com',
        role_name: expect.any(String),
        role_id: 2,
        emailVerified: expect.anything(),
        isActive: 1,
        created_at: expect.any(String),
      });
      const roles = (await asKey(server, admin.token).get('/api/admin/roles')).json<
        { id: number; name: string; permission: string }[]
      >();
      expect(JSON.parse(roles.find((role) => role.id === 2)?.permission ?? '{}')).toMatchObject({ formLimit: 5 });
      const forms = (await asKey(server, admin.token).get(`/api/admin/users/${owner.user_id}/forms`)).json<
        { id: number }[]
      >();
      expect(forms.map((form) => form.id)).toContain(formId);
    });

    it('PUT /api/admin/roles/{id}: name and permissions, answered with message and roleId (0 creates)', async () => {
      const free = JSON.parse(
        (await asKey(server, admin.token).get('/api/admin/roles'))
          .json<{ id: number; permission: string }[]>()
          .find((role) => role.id === 2)?.permission ?? '{}',
      ) as Record<string, unknown>;
      // A role editor made of text inputs sends its limits as digits.
      const saved = await asKey(server, admin.token).put('/api/admin/roles/0', {
        name: 'Pro',
        permissions: { ...free, formLimit: '7', submissionLimit: '0', uploadLimit: '250' },
      });
      expect(saved.json()).toEqual({ message: expect.any(String), roleId: expect.any(Number) });
      const refused = await asKey(server, admin.token).put('/api/admin/roles/0', {
        name: 'Half',
        permissions: { ...free, formLimit: '7.5' },
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: 'permissions.formLimit must be a whole number from 0 to 99999999.' },
      ]);
    });

    it('PUT /api/admin/users/{id}: roleId and isActive, answered with a message', async () => {
      const answer = await asKey(server, admin.token).put(`/api/admin/users/${owner.user_id}`, {
        roleId: 2,
        isActive: 1,
      });
      expect(typeof answer.json<{ message: unknown }>().message).toBe('string');
    });

    it('POST …/login-as-user/ and …/logout-as-user/: the user’s session, then the admin’s', async () => {
      const as = await asKey(server, admin.token).post(`/api/admin/users/${owner.user_id}/login-as-user/`);
      const session = as.json<Record<string, unknown>>();
      expectFields(session, [...LOGIN_FIELDS, 'email', 'impersonate']);
      expect(session).toMatchObject({ impersonate: true, user_id: owner.user_id, email: 'owner@example.com' });
      const back = await asKey(server, String(session.token)).post('/api/admin/users/logout-as-user/');
      expect(back.json()).toMatchObject({ token: expect.any(String), user_id: admin.user_id, admin: true });
    });

    it('POST /api/admin/whitelist/{id} and GET /api/admin/whitelist: success, then the e-mail list', async () => {
      expect((await asKey(server, admin.token).post(`/api/admin/whitelist/${owner.user_id}`)).json()).toMatchObject({
        success: true,
      });
      const list = (await asKey(server, admin.token).get('/api/admin/whitelist')).json<{ email: string }[]>();
      expect(list.map((entry) => entry.email)).toContain('owner@example.com');
    });
  });

  describe('on a server without mail, Google or a help page', () => {
    let bare: TestServer;
    beforeAll(async () => {
      bare = await startTestServer(dialect);
    });
    afterAll(() => bare.close());

    it('says so in the capabilities, and refuses the rows that need them in words', async () => {
      const capabilities = (await anon(bare).get('/api/server/capabilities')).json<Record<string, unknown>>();
      expect(capabilities).toMatchObject({
        sendgridApiKey: false,
        googleCredentialsClientID: false,
        googleServiceAccountCredentials: false,
      });
      // Without mail the sign-up's answer is also the login (docs/api.md).
      const signup = await anon(bare).post('/api/users/signup', { email: 'solo@example.com', password: PASSWORD });
      const session = signup.json<{ token: string; user_id: number; message: string }>();
      expect(session).toMatchObject({ message: expect.any(String), token: expect.any(String) });
      const refusals: [Method, string, object | undefined, number][] = [
        ['GET', `/api/users/${session.user_id}/talkyard-sso`, undefined, 404],
        ['POST', '/api/users/loginwithgoogle', { email: 'solo@example.com', tokenID: 'x' }, 400],
        ['POST', '/api/services/google/generateAuthURL', { scope: BOTH_SCOPES }, 503],
      ];
      for (const [method, url, payload, status] of refusals) {
        const answer = await asKey(bare, session.token).request(method, url, payload);
        expect([url, answer.statusCode], url).toEqual([url, status]);
        expect(answer.json<{ message: string }>().message.length, url).toBeGreaterThan(10);
      }
    });
  });
});
