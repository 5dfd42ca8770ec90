import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Guards } from '../auth/auth.plugin';
import { parseId } from '../accounts/accounts.routes';
import { forbidden, notFound } from '../http/errors';
import type { FileStorage } from './file-storage';

type FileParams = { Params: { userId: string; formId: string; submissionId: string; questionId: string; fileName: string } };

/** An RFC 6266 attachment header that survives any file name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// spec: app-shell §7 — the owner downloads a submitted file. It is always sent as an
// attachment with nosniff, so an upload can never run as a page of ours (issue #5).
export function registerFileRoutes(app: FastifyInstance, guards: Guards, db: Kysely<Database>, storage: FileStorage): void {
  app.get<FileParams>(
    '/api/users/:userId/forms/:formId/submissions/:submissionId/questions/:questionId/:fileName',
    { preHandler: guards.requireSelf },
    async (request, reply) => {
      const userId = parseId(request.params.userId, 'user id');
      const formId = parseId(request.params.formId, 'form id');
      const form = await db.selectFrom('forms').select('user_id').where('id', '=', formId).executeTakeFirst();
      if (!form) throw notFound('Form not found.');
      if (form.user_id !== userId) throw forbidden('That form is not yours');
      const file = await db
        .selectFrom('files')
        .select(['storage_key', 'file_name', 'mime_type', 'size'])
        .where('form_id', '=', formId)
        .where('submission_id', '=', parseId(request.params.submissionId, 'submission id'))
        .where('question_id', '=', parseId(request.params.questionId, 'question id'))
        .where('file_name', '=', request.params.fileName)
        .executeTakeFirst();
      if (!file) throw notFound('Submission not found');
      return reply
        .header('content-disposition', attachment(file.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .type(file.mime_type)
        .send(await storage.get(file.storage_key));
    },
  );
}
