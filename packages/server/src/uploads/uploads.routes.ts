import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import type { Database } from '../db/schema';
import type { FormsStore } from '../forms/forms.store';
import type { FileStorage } from '../storage/file-storage';
import { sessionOf, type Guards } from '../auth/auth.plugin';
import { DB_ID_MAX, uploadedImageSchema } from '@formbuilder/core';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, type RoutesPlugin } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import { withoutNul } from '../http/nul-text';
import { multipartRefusal } from '../http/multipart-body';
import { IMAGE_MAX_BYTES, imageTooLarge } from './image-checks';
import { createUploadsService, type UploadedImage } from './uploads.service';

export interface UploadRoutesDeps {
  guards: Guards;
  forms: FormsStore;
  storage: FileStorage;
  db: Kysely<Database>;
}

/** Bytes read of a too-large upload before giving up; its size is then told from the request. */
const READ_CAP_BYTES = 50 * 1024 * 1024;

// Served images run nothing even when opened directly (an SVG is a document):
// no script, no plugin, no fetch; only inline styles. They may be shown on any
// site that embeds a form, and never change at their address.
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-disposition': 'inline',
};

/** Element ids start at 0 (core: element id is a non-negative integer). */
const uploadParams = z.object({
  formId: idParam('form id'),
  fieldId: z
    .string()
    .regex(/^\d{1,9}$/, 'The field id is not valid.')
    .transform(Number),
});
const imageParams = z.object({ id: z.string(), token: z.string() });

/** The one uploaded file, read up to the image limit; a body the parser cannot read is a 400. */
async function readImage(request: FastifyRequest): Promise<UploadedImage> {
  if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data with one file.');
  try {
    return await readImagePart(request);
  } catch (error) {
    throw multipartRefusal(error) ?? error;
  }
}

/** The one uploaded file, read up to the image limit; a larger one is refused with its size. */
async function readImagePart(request: FastifyRequest): Promise<UploadedImage> {
  const part = await request.file({
    limits: { fileSize: READ_CAP_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  if (!part) throw badRequest('Please choose an image to upload.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= IMAGE_MAX_BYTES) chunks.push(chunk);
  }
  if (size > IMAGE_MAX_BYTES) {
    const declared = Number(request.headers['content-length'] ?? 0);
    throw imageTooLarge(part.file.truncated && declared > size ? declared : size);
  }
  return { fileName: withoutNul(part.filename), data: Buffer.concat(chunks) };
}

// docs/product.md §B5 and §B7, the rich-text image upload, and where its images are served.
export const uploadRoutes: RoutesPlugin<UploadRoutesDeps> = (app, { guards, forms, storage, db }, done) => {
  const uploads = createUploadsService({ db, forms, storage });

  // Public: images in published labels are seen by visitors; the token is the key. An <img>
  // address, not a call: like the public pages it takes any query string (a cache-buster).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/images/:id/:token',
      { schema: { params: imageParams, querystring: z.looseObject({}) } },
      async (request, reply) => {
        const { id, token } = request.params;
        const image =
          /^\d{1,15}$/.test(id) && Number(id) <= DB_ID_MAX && token.length <= 100
            ? await uploads.image(Number(id), token)
            : null;
        if (!image) throw notFound('This image does not exist.');
        return reply.headers(IMAGE_HEADERS).type(image.mimeType).send(image.data);
      },
    );

  // Multipart is parsed only in this scope, as for the submission intake.
  void app.register(async (scope) => {
    await scope.register(multipart);
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/upload/:formId/:fieldId',
        { onRequest: guards.requireUser, schema: { params: uploadParams, response: { 200: uploadedImageSchema } } },
        async (request) => {
          const { formId, fieldId } = request.params;
          // The builder treats any status but 200 as a failed upload (docs/product.md §B5).
          return uploads.upload(sessionOf(request).user, formId, fieldId, () => readImage(request));
        },
      );
  });
  done();
};
