import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  flattenText,
  partialDeleteSchema,
  partialListSchema,
  readAnswers,
  splitPages,
  type Element,
  type PartialListItem,
} from '@formbuilder/core';
import type { FormsStore } from '../forms/forms.store';
import { requireProps } from '../db/form-props';
import { ownedForm } from '../forms/ownership';
import { formParams, type RoutesPlugin } from '../http/contract';
import { decodeCursor, encodeCursor } from '../responses/cursor';
import type { PartialRow } from './partials.store';
import type { PartialsService } from './partials.service';
import { submittedFieldsReader } from './answers';

export interface PartialListDeps {
  forms: Pick<FormsStore, 'version'>;
  partials: Pick<PartialsService, 'remove' | 'store'>;
}

const PAGE_DEFAULT = 50;
const PAGE_MAX = 100;

const listQuery = z.strictObject({
  before: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be a whole number from 1 to 100.')
    .max(PAGE_MAX, 'limit must be a whole number from 1 to 100.')
    .optional(),
});

/** The version's questions and page count, read once per list. */
interface VersionShape {
  elements: readonly Element[];
  pages: number;
}

/** A partial as the owner's Data screen lists it: each answered question's answer as text. */
function listItem(row: PartialRow, shape: VersionShape): PartialListItem {
  const values = new Map(Object.entries(row.fields));
  const answers: Record<string, string> = {};
  const read = readAnswers(shape.elements, submittedFieldsReader({ values, files: row.files }));
  for (const [id, value] of Object.entries(read)) {
    const element = shape.elements.find((e) => String(e.id) === id);
    const text =
      element?.type === 'File'
        ? row.files
            .filter((file) => String(file.questionId) === id)
            .map((file) => file.fileName)
            .join(', ')
        : flattenText(value);
    if (text !== '') answers[id] = text;
  }
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    expiresAt: row.expiresAt,
    page: row.page,
    pageCount: Math.max(shape.pages, row.page, 1),
    answers,
  };
}

// docs/product.md, "Partial responses": the owner's in-progress responses of a form, newest save
// first with a keyset cursor on (updated_at, id), and their deletion with their files (docs/api.md).
// Owner scope (auth/owner-scope.ts): paths are under /api/users/:userId; the form is the owner's.
export const partialListRoutes: RoutesPlugin<PartialListDeps> = (fastify, { forms, partials }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/forms/:formId/partials',
    { schema: { params: formParams, querystring: listQuery, response: { 200: partialListSchema } } },
    async (request) => {
      const { formId } = request.params;
      const limit = request.query.limit ?? PAGE_DEFAULT;
      const before = request.query.before === undefined ? null : decodeCursor(request.query.before);
      const [rows, total] = await Promise.all([
        partials.store.page(formId, before, limit + 1),
        partials.store.count(formId),
      ]);
      const shown = rows.slice(0, limit);
      const draft = ownedForm(request).props;
      const shapes = new Map<number, VersionShape>();
      const shapeOf = async (version: number): Promise<VersionShape> => {
        let shape = shapes.get(version);
        if (!shape) {
          const row = await forms.version(formId, version);
          const props = row ? requireProps(row.props, `version ${version} of form ${formId}`) : draft;
          shape = {
            elements: props?.elements ?? [],
            pages: props ? splitPages(props.elements, props.autoPageBreak).length : 1,
          };
          shapes.set(version, shape);
        }
        return shape;
      };
      const items: PartialListItem[] = [];
      for (const row of shown) items.push(listItem(row, await shapeOf(row.version)));
      const last = shown.at(-1);
      return {
        items,
        total,
        nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.updatedAt, id: last.id }) : null,
      };
    },
  );

  app.delete(
    '/forms/:formId/partials',
    {
      schema: {
        params: formParams,
        body: partialDeleteSchema.optional(),
        response: { 200: z.object({ deleted: z.number().int().nonnegative() }) },
      },
    },
    async (request) => {
      const { formId } = request.params;
      return { deleted: await partials.remove(formId, request.body?.ids) };
    },
  );
  done();
};
