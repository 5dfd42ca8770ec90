import { describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { signUp, startTestServer, testDialects } from '../test/test-server';

// spec: builder §3 table, DateTime dtStart/dtEnd (issue #10) and §5, Paris time on submission.
describe.each(testDialects)('DateTime start and end answers (%s)', (dialect) => {
  it('stores a range as { start, end } in Paris time and refuses an end before the start', async () => {
    const server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    try {
      const owner = await signUp(server, 'dates@example.com');
      const form = createNewForm();
      form.props.elements = [
        { id: 1, type: 'DateTime', label: 'Stay', dtStart: true, dtEnd: true, required: true },
        { id: 2, type: 'Button', buttonText: 'Submit' },
      ];
      const created = (await server.app.inject({ method: 'POST', url: `/api/users/${owner.id}/forms`, headers: owner.headers, payload: form as object })).json<{ id: number; uuid: string }>();
      await server.app.inject({ method: 'POST', url: `/api/users/${owner.id}/forms/${created.id}/publish`, headers: owner.headers });
      const post = (body: string) =>
        server.app.inject({ method: 'POST', url: `/form/view/${created.uuid}`, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } });

      const backwards = await post('q_1.start=2026-07-02T10%3A00&q_1.end=2026-07-01T10%3A00');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.body).toContain('Please enter an end that is not before the start.');
      expect((await post('q_1.start=2026-07-02T10%3A00')).statusCode).toBe(400);

      expect((await post('q_1.start=2026-07-01T10%3A00&q_1.end=2026-07-03T09%3A30')).statusCode).toBe(201);
      const entry = await server.db.kysely.selectFrom('entries').select('value').where('question_id', '=', 1).executeTakeFirstOrThrow();
      expect(JSON.parse(entry.value as string)).toEqual({ start: '2026-07-01T10:00:00+02:00', end: '2026-07-03T09:30:00+02:00' });
    } finally {
      await server.close();
    }
  });
});
