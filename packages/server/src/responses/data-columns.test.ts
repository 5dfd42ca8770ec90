import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataColumnsSchema, type Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { createApiKey, createDraftForm, createPublishedForm, createUser, type TestUser } from '../test/factories';
import { startPublishedForm } from '../submissions/intake-testing';
import { as, asKey } from '../test/requests';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Number', label: 'Guests' },
] as unknown as Element[];

// The owner's choice of the Data table's columns, kept per user and form (docs/product.md §B2).
describe.each(testDialects)('the Data table’s columns (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let other: TestUser;
  const path = () => `/api/users/${started.owner.id}/forms/${started.form.id}/data-columns`;

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    other = await createUser(started.server, 'other@example.com');
  });
  afterAll(() => started.server.close());

  it('reads none before a choice, then the order and hidden columns as saved', async () => {
    const none = await as(started.owner).get(path());
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ columns: [] });
    const columns = [
      { key: 'q:2', hidden: false },
      { key: 'created_at', hidden: false },
      { key: 'q:1', hidden: true },
      { key: 'completion_time', hidden: true },
    ];
    const saved = await as(started.owner).put(path(), { columns });
    expect(saved.statusCode).toBe(200);
    expect(dataColumnsSchema.parse(saved.json())).toEqual({ columns });
    expect((await as(started.owner).get(path())).json()).toEqual({ columns });
    // A second save replaces the first.
    await as(started.owner).put(path(), { columns: [{ key: 'q:1', hidden: false }] });
    expect((await as(started.owner).get(path())).json()).toEqual({ columns: [{ key: 'q:1', hidden: false }] });
  });

  it('drops the keys of questions the form does not have', async () => {
    const saved = await as(started.owner).put(path(), {
      columns: [
        { key: 'q:99', hidden: false },
        { key: 'q:2', hidden: true },
      ],
    });
    expect(saved.json()).toEqual({ columns: [{ key: 'q:2', hidden: true }] });
    expect((await as(started.owner).get(path())).json()).toEqual({ columns: [{ key: 'q:2', hidden: true }] });
  });

  it('keeps the columns of a form’s calculated values and its ending, and drops them for a form without', async () => {
    const columns = [
      { key: 'var:total', hidden: false },
      { key: 'ending', hidden: true },
      { key: 'q:1', hidden: false },
    ];
    const withLogic = await createDraftForm(started.server, started.owner, {
      elements,
      logic: {
        variables: [{ id: 'total', name: 'Total', kind: 'number', initial: 0 }],
        endings: [{ id: 'done', name: 'Done', kind: 'thanks', text: 'Thanks' }],
      },
    });
    const logicPath = `/api/users/${started.owner.id}/forms/${withLogic.id}/data-columns`;
    expect((await as(started.owner).put(logicPath, { columns })).json()).toEqual({ columns });
    expect((await as(started.owner).put(path(), { columns })).json()).toEqual({ columns: [columns[2]] });
  });

  it('keeps a column per URL parameter the form stores, and drops those it does not name', async () => {
    const columns = [
      { key: 'param:utm_source', hidden: false },
      { key: 'param:ref-code', hidden: true },
      { key: 'param:never_named', hidden: false },
      { key: 'q:1', hidden: false },
    ];
    // Named by a recalled text and by a URL Parameter question: the form follows its logic (recall).
    const withParams = await createDraftForm(started.server, started.owner, {
      elements: [
        { id: 1, type: 'TextBox', label: 'Hello {{param:utm_source}}' },
        { id: 2, type: 'URLParam', label: 'Referrer', searchUrlParam: 'ref-code' },
      ],
    });
    const paramsPath = `/api/users/${started.owner.id}/forms/${withParams.id}/data-columns`;
    const saved = await as(started.owner).put(paramsPath, { columns });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ columns: [columns[0], columns[1], columns[3]] });
    expect((await as(started.owner).get(paramsPath)).json()).toEqual({ columns: [columns[0], columns[1], columns[3]] });
    // A form that names none (it stores no URL parameter) keeps none of them.
    expect((await as(started.owner).put(path(), { columns })).json()).toEqual({ columns: [columns[3]] });
  });

  it('refuses malformed columns in words, changing nothing', async () => {
    const before = (await as(started.owner).get(path())).json();
    const cases: [unknown, RegExp][] = [
      [{ columns: [{ key: 'name', hidden: false }] }, /created_at.*completion_time.*q:<question id>.*var:<value id>/],
      [{ columns: [{ key: 'q:1', hidden: 'no' }] }, /hidden/],
      [{ columns: Array.from({ length: 501 }, (_, i) => ({ key: `q:${i}`, hidden: false })) }, /At most 500 columns/],
      [
        {
          columns: [
            { key: 'q:1', hidden: false },
            { key: 'q:1', hidden: true },
          ],
        },
        /listed once/,
      ],
      [{}, /columns/],
    ];
    for (const [body, words] of cases) {
      const res = await as(started.owner).put(path(), body as object);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(words);
    }
    expect((await as(started.owner).get(path())).json()).toEqual(before);
  });

  it('keeps each form’s choice apart and is the owner’s alone', async () => {
    const second = await createPublishedForm(started.server, started.owner, elements);
    const secondPath = `/api/users/${started.owner.id}/forms/${second.id}/data-columns`;
    expect((await as(started.owner).get(secondPath)).json()).toEqual({ columns: [] });
    expect((await as(other).get(path())).statusCode).toBe(403);
    expect(
      (await as(other).put(`/api/users/${other.id}/forms/${started.form.id}/data-columns`, { columns: [] })).statusCode,
    ).toBe(403);
    expect((await as(other).put(path(), { columns: [] })).statusCode).toBe(403);
  });

  it('takes the owner’s API key', async () => {
    const key = await createApiKey(started.server, started.owner);
    const columns = [{ key: 'completion_time', hidden: true }];
    expect((await asKey(started.server, key.key).put(path(), { columns })).statusCode).toBe(200);
    expect((await asKey(started.server, key.key).get(path())).json()).toEqual({ columns });
  });
});
