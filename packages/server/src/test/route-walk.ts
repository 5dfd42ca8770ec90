import { createNewForm } from '@formbuilder/core';
import { postMultipart } from '../submissions/intake-testing';
import type { TestServer } from './test-server';
import { createApiKey, type TestUser } from './factories';
import { as } from './requests';

// The tests that walk the route table (authorisation, hostile values) call every route with a
// real value for each path parameter: the owner's published form, one answered submission with
// a file, and an API key.

export interface RouteWalkFixture {
  /** A value for each path parameter name, by name. */
  ids: Record<string, string>;
  /** The owner's live API key. */
  apiKey: string;
}

export async function routeWalkFixture(server: TestServer, owner: TestUser, email: string): Promise<RouteWalkFixture> {
  const form = createNewForm(email);
  form.props.elements = [
    { id: 1, type: 'TextBox', label: 'Name' },
    { id: 2, type: 'File', label: 'File' },
    { id: 3, type: 'Button' },
  ];
  const created = (await as(owner).post(`/api/users/${owner.id}/forms`, { ...form, title: 'Victim form' })).json<{
    id: number;
    uuid: string;
  }>();
  await as(owner).post(`/api/users/${owner.id}/forms/${created.id}/publish`);
  await postMultipart(
    server,
    created.uuid,
    [['q_1', 'Ada']],
    [{ field: 'q_2', name: 'a.txt', data: Buffer.from('hello'), type: 'text/plain' }],
  );
  const submission = await server.db.kysely
    .selectFrom('submissions')
    .select('id')
    .where('form_id', '=', created.id)
    .executeTakeFirstOrThrow();
  const key = await createApiKey(server, owner, 'live');
  const ids = {
    userId: String(owner.id),
    id: String(owner.id),
    formId: String(created.id),
    uuid: created.uuid,
    submissionId: String(submission.id),
    questionId: '2',
    fileName: 'a.txt',
    version: '1',
    keyId: String(key.id),
    webhookId: 'wh_xxxxxxxxxxxx',
    themeId: '1',
    file: 'inter-latin.woff2',
    slug: 'no-such-address',
    entryId: '1',
    templateId: '1',
    fieldId: '1',
    code: 'x',
    token: 'x',
  };
  return { ids, apiKey: key.key };
}

/** The route's address with each path parameter filled from `ids`, or `value` for the one named `name`. */
export function routeAddress(url: string, ids: Record<string, string>, name: string | null = null, value = ''): string {
  return url.replace(/:(\w+)/g, (_match, param: string) => {
    const real = ids[param];
    if (real === undefined) throw new Error(`No test value for :${param} in ${url}`);
    return encodeURIComponent(param === name ? value : real);
  });
}
