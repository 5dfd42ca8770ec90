import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { DOCS_PATH, registerContract } from '../http/contract';
import { registerErrorHandler } from '../http/errors';
import type { TemplatesStore } from '../templates/templates.store';
import type { FormsService } from './forms.service';
import { formRoutes } from './forms.routes';
import type { FormRow } from './forms.store';
import { createOwnership, registerFormScope } from './ownership';

// The GET form calls answer through core's schemas: an answer that strays from
// them is not sent, and the OpenAPI document describes them.

/** Answers as a buggy service might: each call's shape is set per test. */
const answers: { draft?: unknown; published?: unknown; version?: unknown } = {};
const service = {
  draft: () => Promise.resolve(answers.draft),
  published: () => Promise.resolve(answers.published),
  version: () => Promise.resolve(answers.version),
} as unknown as FormsService;

const ownedRow: FormRow = {
  id: 12,
  uuid: 'u-12',
  user_id: 3,
  title: 'Contact us',
  private: 0,
  props: undefined,
  published_version: null,
  access_secret: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  closed: 0,
  opens_at: null,
  closes_at: null,
  response_cap: null,
  closed_message: '',
  one_response: 0,
  one_response_check: 'cookie',
  one_response_email: null,
  slug: null,
};

type Schema = {
  type?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  $ref?: string;
};
type Doc = {
  components: { schemas: Record<string, Schema> };
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: { 'application/json': { schema: Schema } } }> }>
  >;
};

describe('the GET form calls’ contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    const contract = await registerContract(app);
    await contract.register(
      (scope, _options, done) => {
        // The form every call names is user 3's, as the /forms/:formId scope loads it.
        registerFormScope(scope, createOwnership({ findById: (id) => Promise.resolve({ ...ownedRow, id }) }));
        void scope.register(formRoutes, { service, templates: {} as TemplatesStore });
        done();
      },
      { prefix: '/api/users/:userId' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url: `/api/users/3${url}` });
  const { props } = createNewForm();
  const draft = {
    id: 12,
    uuid: 'u-12',
    user_id: 3,
    title: 'Contact us',
    private: 0,
    created_at: 'a',
    updated_at: 'b',
    published_version: null,
    published_created_at: null,
    props,
  };
  const version = {
    published: true,
    id: 12,
    form_id: 12,
    uuid: 'u-12',
    title: 'Contact us',
    version: 2,
    created_at: 'c',
    props,
  };

  it('sends answers that match core’s schemas', async () => {
    Object.assign(answers, { draft, published: { published: false }, version });
    expect((await get('/forms/12')).json()).toEqual(draft);
    expect((await get('/forms/12?published=true')).json()).toEqual({ published: false });
    expect((await get('/forms/12/2')).json()).toEqual(version);
  });

  it.each([
    ['a draft whose flag is not 0 or 1', '/forms/12', { draft: { ...draft, private: 2 } }],
    [
      'a draft with an element of no known type',
      '/forms/12',
      { draft: { ...draft, props: { ...props, elements: [{ id: 1, type: 'Hologram' }] } } },
    ],
    ['a published version without props', '/forms/12?published=true', { published: { ...version, props: undefined } }],
    ['a version without its number', '/forms/12/2', { version: { ...version, version: undefined } }],
    ['an unpublished answer where a version was asked for', '/forms/12/2', { version: { published: false } }],
  ])('refuses to send %s', async (_name, url, answer) => {
    Object.assign(answers, answer);
    const response = await get(url);
    expect([response.statusCode, response.json()]).toEqual([
      500,
      { message: 'Something went wrong on our side. Please try again.' },
    ]);
  });

  it('describes the draft and the versions in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: DOCS_PATH })).json<Doc>();
    const answerOf = (path: string) =>
      doc.paths[`/api/users/{userId}${path}`]?.get?.responses['200']?.content['application/json'].schema;
    const versionSchema = answerOf('/forms/{formId}/{version}');
    expect(versionSchema?.required).toEqual(
      expect.arrayContaining(['published', 'id', 'uuid', 'title', 'version', 'created_at', 'props']),
    );
    // The props are the shared FormProps component (http/contract.ts), referred to by name.
    const props = versionSchema?.properties?.props;
    expect(props?.$ref).toBe('#/components/schemas/FormProps');
    expect(doc.components.schemas.FormProps?.required).toEqual(
      expect.arrayContaining(['elements', 'integrations', 'tags', 'rules']),
    );
    // The draft or, with ?published=true, the version or { published: false }.
    const formAnswer = JSON.stringify(answerOf('/forms/{formId}'));
    expect(formAnswer).toContain(JSON.stringify(versionSchema));
    expect(formAnswer).toContain('"published_created_at"');
    expect(formAnswer).toContain('"user_id"');
  });
});
