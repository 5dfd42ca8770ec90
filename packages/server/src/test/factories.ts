import { randomUUID } from 'node:crypto';
import { createNewForm, formPropsSchema, type CreatedWebhook, type Element, type Rule } from '@formbuilder/core';
import { createUsersStore } from '../users/users.store';
import { hashPassword } from '../auth/passwords';
import { createTokenService } from '../auth/tokens';
import { createSessions } from '../auth/sessions';
import { resolveJwtSecret } from '../config/secrets';
import { createFormsStore } from '../forms/forms.store';
import { storedProps } from '../forms/forms.service';
import { createApiKeysStore } from '../users/api-keys.store';
import { TEST_PASSWORD_COST, type TestServer } from './test-server';
import { anon, as } from './requests';
import { multipartBody, type MultipartFile } from './multipart';

// The API tests' data, written through the stores as the services write it: each test makes
// the rows it reads (its own account, its own form), cheaply. The routes that make these rows
// (sign-up, login, saving and publishing a form) are tested through the API in their own files.

export interface TestUser {
  id: number;
  token: string;
  headers: { authorization: string };
  /** The server the account and its session were made on: where `as(user)` sends requests. */
  server: TestServer;
}

/** The password every test account has unless a test gives its own. */
export const TEST_PASSWORD = 'long enough password';

const passwordHashes = new Map<string, Promise<string>>();
/** Each test password hashed once per worker, at the test servers' cost. */
function passwordHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = hashPassword(password, TEST_PASSWORD_COST)));
  return hash;
}

/**
 * A test's account and a session for it, written through the users store as sign-up writes it
 * (the first account of a server becomes its administrator), verified, with `password` to log
 * in with. Tests of sign-up and login themselves go through the API.
 */
export async function createUser(server: TestServer, email: string, password = TEST_PASSWORD): Promise<TestUser> {
  const users = createUsersStore(server.db.kysely);
  const id = await users.create({
    email,
    passwordHash: await passwordHashOf(password),
    googleSub: null,
    verified: true,
    verificationCodeHash: null,
  });
  const user = await users.findById(id);
  if (!user) throw new Error(`the account ${email} was not stored`);
  const tokens = createTokenService(resolveJwtSecret(server.config.jwtSecret, server.config.dataDir));
  const { token } = await createSessions(server.db.kysely, tokens).start(user);
  return sessionUser(server, { user_id: id, token });
}

/** A session from a login response (login, login as user, logout as user, a password change) as a test user. */
export function sessionUser(server: TestServer, session: { user_id: number; token: string }): TestUser {
  const { user_id: id, token } = session;
  return { id, token, headers: { authorization: `Bearer ${token}` }, server };
}

/**
 * An account on the free role, as most tests' owners are: the server's administrator (the first
 * account) is made before it when the server has none yet.
 */
export async function createFreeUser(server: TestServer, email: string, password = TEST_PASSWORD): Promise<TestUser> {
  if (!(await createUsersStore(server.db.kysely).hasAnyUser())) await createUser(server, 'admin@example.com');
  return createUser(server, email, password);
}

export interface FormFields {
  elements?: Element[];
  rules?: Rule[];
  title?: string;
  private?: 0 | 1;
  /** The form's logic (docs/product.md, "Logic"), as the builder saves it. */
  logic?: unknown;
  /** The form's languages (docs/product.md, "Languages"), as the builder saves them. */
  languages?: unknown;
}

/**
 * A draft form (never published) of `user`, stored as saving stores a draft: props read through
 * core's schema, so defaults are filled and rich text sanitised. Role limits are not applied:
 * the tests of limits go through the API.
 */
export async function createDraftForm(
  server: TestServer,
  user: TestUser,
  { elements = [], rules = [], title = 'Test form', private: isPrivate = 0, logic, languages }: FormFields = {},
): Promise<{ id: number; uuid: string }> {
  const props = formPropsSchema.parse({
    ...createNewForm().props,
    elements,
    rules,
    ...(logic ? { logic } : {}),
    ...(languages ? { languages } : {}),
  });
  const { id, uuid } = await createFormsStore(server.db.kysely).insert({
    uuid: randomUUID(),
    user_id: user.id,
    title,
    private: isPrivate,
    props: storedProps(props),
  });
  return { id, uuid };
}

/** A form with these elements and rules, published as Publish does (see createDraftForm). */
export async function createPublishedForm(
  server: TestServer,
  user: TestUser,
  elements: Element[],
  rules: Rule[] = [],
  more: Omit<FormFields, 'elements' | 'rules'> = {},
): Promise<{ id: number; uuid: string }> {
  const form = await createDraftForm(server, user, { elements, rules, ...more });
  await createFormsStore(server.db.kysely).publish(form.id);
  return form;
}

/**
 * A visitor's submission of a published form, posted as the page posts it (multipart, answers by
 * field name such as `q_1`, files with them); returns its id. The intake's own tests post
 * through submissions/intake-testing.ts to read the refusals too.
 */
export async function createSubmission(
  server: TestServer,
  form: { uuid: string },
  fields: [string, string][],
  files: MultipartFile[] = [],
): Promise<number> {
  const body = multipartBody(fields, files);
  const res = await anon(server).post(`/form/view/${form.uuid}`, body.payload, {
    headers: { ...body.headers, accept: 'application/json' },
  });
  if (res.statusCode !== 201) throw new Error(`the submission was refused (${String(res.statusCode)}): ${res.body}`);
  return res.json<{ submissionId: number }>().submissionId;
}

/** An API key of `user`, made as the key route makes it: `key` is the whole key, shown only here. */
export function createApiKey(
  server: TestServer,
  user: TestUser,
  name = 'test key',
): Promise<{ id: number; key: string; prefix: string }> {
  return createApiKeysStore(server.db.kysely).create(user.id, name);
}

/** A webhook of `user`'s form sending to `url`, added through the webhooks route (its secret is sealed there). */
export async function createWebhook(user: TestUser, form: { id: number }, url: string): Promise<CreatedWebhook> {
  const res = await as(user).post(`/api/users/${user.id}/forms/${form.id}/webhooks`, { url });
  if (res.statusCode !== 201) throw new Error(`the webhook was refused (${String(res.statusCode)}): ${res.body}`);
  return res.json<CreatedWebhook>();
}
