import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser } from '../test/factories';
import { createTokenService } from '../auth/tokens';
import { createSessions } from '../auth/sessions';
import { createLoginThrottle } from './login-throttle';
import { createAccountsService, passwordResetHandler, PASSWORD_RESET_JOB } from './accounts.service';
import { createUsersStore } from '../users/users.store';

// A forgotten-password request for a known address used to take twice as long as for an unknown
// one (a new code stored and a mail queued before the answer): the timing told which addresses
// have accounts. The answer now does the same, account-blind work for both.

describe('forgot password answers without looking at the account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    // The jobs are run by hand below, not by the worker.
    await server.outbox.stop();
  });
  afterAll(() => server.close());

  /** The accounts service over the test database, its users store recording every call made to it. */
  function accountsRecordingLookups() {
    const store = createUsersStore(server.db.kysely);
    const calls: string[] = [];
    const users = new Proxy(store, {
      get(target, name, receiver) {
        calls.push(String(name));
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const db = server.db.kysely;
    const accounts = createAccountsService({
      db,
      users,
      sessions: createSessions(db, createTokenService('a test secret of enough length for HS256')),
      mailEnabled: true,
      kickOutbox: () => undefined,
      publicUrl: 'http://forms.test',
      signupMode: 'open',
      verifyGoogle: null,
      loginThrottle: createLoginThrottle(db),
    });
    return { accounts, calls };
  }

  const queued = () =>
    server.db.kysely
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('kind', '=', PASSWORD_RESET_JOB)
      .orderBy('id')
      .execute();
  const resetCodeOf = async (id: number) =>
    (
      await server.db.kysely
        .selectFrom('users')
        .select('reset_code_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).reset_code_hash;

  it('queues the same job for a known and an unknown address, and touches no account', async () => {
    const user = await createUser(server, 'known@example.com');
    const { accounts, calls } = accountsRecordingLookups();
    const known = await accounts.forgotPassword('Known@Example.com');
    const unknown = await accounts.forgotPassword('nobody@example.com');
    expect(known).toBe(unknown);
    expect(calls).toEqual([]);
    expect(await resetCodeOf(user.id)).toBeNull();
    expect(await queued()).toEqual([
      { kind: PASSWORD_RESET_JOB, payload: JSON.stringify({ email: 'known@example.com' }) },
      { kind: PASSWORD_RESET_JOB, payload: JSON.stringify({ email: 'nobody@example.com' }) },
    ]);

    // The outbox does the per-account work later: a code and a mail for the account only.
    const handle = passwordResetHandler(server.db.kysely, createUsersStore(server.db.kysely), 'http://forms.test');
    const mailsBefore = await server.db.kysely.selectFrom('outbox').select('id').where('kind', '=', 'mail').execute();
    await handle({ email: 'known@example.com' });
    await handle({ email: 'nobody@example.com' });
    expect(await resetCodeOf(user.id)).not.toBeNull();
    const mails = await server.db.kysely.selectFrom('outbox').select('payload').where('kind', '=', 'mail').execute();
    expect(mails).toHaveLength(mailsBefore.length + 1);
    expect(mails.at(-1)?.payload).toContain(`http://forms.test/resetpassword/${user.id}/`);
  });

  it('gives a suspended account no code', async () => {
    const user = await createUser(server, 'suspended@example.com');
    await server.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
    await passwordResetHandler(
      server.db.kysely,
      createUsersStore(server.db.kysely),
      'http://forms.test',
    )({ email: 'suspended@example.com' });
    expect(await resetCodeOf(user.id)).toBeNull();
  });
});
