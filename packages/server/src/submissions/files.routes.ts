import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesStore } from '../storage/files.store';
import { formParams, idParam, type RoutesPlugin } from '../http/contract';
import { notFound } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';

const fileParams = formParams.extend({
  submissionId: idParam('submission id'),
  questionId: z
    .string()
    .regex(/^\d{1,9}$/, 'The question id is not valid.')
    .transform(Number),
  fileName: z.string().min(1).max(255),
});

/** An RFC 6266 attachment header that survives any file name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileRoutesDeps {
  files: FilesStore;
  storage: FileStorage;
}

// docs/product.md §A7 — the owner downloads a submitted file. It is always sent as an
// attachment with nosniff, so an upload can never run as a page of ours. Owner scope.
export const fileRoutes: RoutesPlugin<FileRoutesDeps> = (fastify, { files, storage }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/forms/:formId/submissions/:submissionId/questions/:questionId/:fileName',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const { formId, submissionId, questionId, fileName } = request.params;
      const file = await files.find(formId, submissionId, questionId, fileName);
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
  done();
};
