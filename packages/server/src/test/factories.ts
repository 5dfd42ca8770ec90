import { randomUUID } from 'node:crypto';
import { createNewForm, formPropsSchema, type Element, type Rule } from '@formbuilder/core';
import { createUsersStore } from '../accounts/users.store';
import { hashPassword } from '../auth/passwords';
import { createTokenService } from '../auth/tokens';
import { createSessions } from '../auth/sessions';
import { resolveJwtSecret } from '../config/secrets';
import { createFormsStore } from '../forms/forms.store';
import { storedProps } from '../forms/forms.service';
import type { TestServer } from './test-server';

// The API tests' data, written through the stores as the services write it: each test makes
// the rows it reads (its own account, its own form), cheaply. The routes that make these rows
// (sign-up, login, saving and publishing a form) are tested through the API in their own files.

export interface TestUser {
  id: number;
  token: string;
  headers: { authorization: string };
}

/** The password every test account has unless a test gives its own. */
export const TEST_PASSWORD = 'long enough password';

const passwordHashes = new Map<string, Promise<string>>();
/** Each test password hashed once per worker: scrypt takes tens of milliseconds a call, by design. */
function passwordHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/**
 * A test's account and a session for it, written through the users store as sign-up writes it
 * (the first account of a server becomes its administrator), verified, with `password` to log
 * in with. Tests of sign-up and login themselves go through the API.
 */
export async function createUser(server: TestServer, email: string, password = TEST_PASSWORD): Promise<TestUser> {
  const users = createUsersStore(server.db.kysely);
  const id = await users.create({ email, passwordHash: await passwordHashOf(password), googleSub: null, verified: true, verificationCodeHash: null });
  const user = await users.findById(id);
  if (!user) throw new Error(`the account ${email} was not stored`);
  const tokens = createTokenService(resolveJwtSecret(server.config.jwtSecret, server.config.dataDir));
  const { token } = await createSessions(server.db.kysely, tokens).start(user);
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * An account on the free role, as most tests' owners are: the server's administrator (the first
 * account) is made before it when the server has none yet.
 */
export async function createFreeUser(server: TestServer, email: string, password = TEST_PASSWORD): Promise<TestUser> {
  if (!(await createUsersStore(server.db.kysely).hasAnyUser())) await createUser(server, 'admin@example.com');
  return createUser(server, email, password);
}

/**
 * A form with these elements and rules, published: stored as saving stores a draft (props read
 * through core's schema, so defaults are filled; rich text sanitised) and published as Publish
 * does. Role limits are not applied: the tests of limits go through the API.
 */
export async function publishForm(server: TestServer, user: TestUser, elements: Element[], rules: Rule[] = []): Promise<{ id: number; uuid: string }> {
  const forms = createFormsStore(server.db.kysely);
  const props = formPropsSchema.parse({ ...createNewForm().props, elements, rules });
  const { id, uuid } = await forms.insert({ uuid: randomUUID(), user_id: user.id, title: 'Test form', private: 0, props: storedProps(props) });
  await forms.publish(id);
  return { id, uuid };
}
