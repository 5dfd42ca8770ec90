import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { anon, as } from '../test/requests';

type Summary = { id: number; title: string; props: { tags: string[] } };

// The empty forms list offers the four most used templates.
describe.each(testDialects)('most used templates (%s)', (dialect) => {
  let server: TestServer;
  let ada: TestUser;
  let all: Summary[];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    ada = await createFreeUser(server, 'ada@example.com');
    all = (await anon(server).get('/api/get/templates')).json<Summary[]>();
  });
  afterAll(() => server.close());

  const mostUsed = async () => {
    const res = await anon(server).get('/api/get/templates/most-used');
    expect(res.statusCode).toBe(200);
    return res.json<Summary[]>().map((template) => template.title);
  };
  const use = async (title: string, user = ada) => {
    const template = all.find((t) => t.title === title);
    const res = await as(user).post(`/api/users/${user.id}/forms/from-template/${template?.id}`, {});
    expect(res.statusCode).toBe(201);
  };
  const uses = async (title: string) =>
    Number(
      (
        await server.db.kysely
          .selectFrom('templates')
          .select('uses')
          .where('title', '=', title)
          .executeTakeFirstOrThrow()
      ).uses,
    );

  it('offers four varied templates on a fresh install, with their tags, without logging in', async () => {
    expect(await mostUsed()).toEqual(['Contact Form', 'Customer Feedback', 'Event Registration', 'Order Form']);
    const answer = (await anon(server).get('/api/get/templates/most-used')).json<Summary[]>();
    expect(answer[0]?.props.tags).toEqual(all.find((t) => t.title === 'Contact Form')?.props.tags);
  });

  it('counts each form made from a template and puts the most used first', async () => {
    await use('Wedding RSVP');
    await use('Wedding RSVP');
    await use('Support Request');
    expect(await uses('Wedding RSVP')).toBe(2);
    expect(await mostUsed()).toEqual(['Wedding RSVP', 'Support Request', 'Contact Form', 'Customer Feedback']);
  });

  it('does not count a form that was refused (the count is written with the form)', async () => {
    // A free account may hold 5 forms: Ada has 3, so two more pass and the sixth is refused.
    await use('Course Evaluation');
    await use('Course Evaluation');
    const course = all.find((t) => t.title === 'Course Evaluation');
    const refused = await as(ada).post(`/api/users/${ada.id}/forms/from-template/${course?.id}`, {});
    expect(refused.statusCode).toBe(403);
    expect(await uses('Course Evaluation')).toBe(2);
  });
});
