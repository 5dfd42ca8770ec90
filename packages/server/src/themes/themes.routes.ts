import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { previewCssSchema, savedThemeSchema, savedThemesSchema, themeInputSchema } from '@formbuilder/core';
import { idParam, messageSchema, userParams, type RoutesPlugin } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import { CUSTOM_CSS_MAX_LENGTH, sanitizeCustomCss } from '../public/custom-css';
import { THEMES_PER_USER, type ThemesStore } from '../users/themes.store';

// An owner's saved themes, the one new forms start with, and the builder's live view of custom
// CSS (docs/product.md, "Styling your form"; docs/api.md, "Themes"). Owner scope; the body is
// checked with core's schemas, whose refusals name the field in words.

const themeParams = userParams.extend({ themeId: idParam('theme id') });
const NO_THEME = 'This theme does not exist.';

const defaultBody = z.strictObject({
  themeId: z.number({ error: 'Choose a saved theme, or none.' }).int().positive().nullable(),
});
const cssBody = z.strictObject({
  value: z
    .string({ error: 'Send the custom CSS as text.' })
    .max(CUSTOM_CSS_MAX_LENGTH, `Custom CSS has at most ${String(CUSTOM_CSS_MAX_LENGTH)} characters.`),
});

export const themeRoutes: RoutesPlugin<{ themes: ThemesStore }> = (fastify, { themes }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/themes', { schema: { params: userParams, response: { 200: savedThemesSchema } } }, async (request) => ({
    themes: await themes.list(request.params.userId),
  }));

  app.post(
    '/themes',
    { schema: { params: userParams, body: themeInputSchema, response: { 201: savedThemeSchema } } },
    async (request, reply) => {
      const { userId } = request.params;
      if ((await themes.count(userId)) >= THEMES_PER_USER)
        throw badRequest(`You can keep at most ${String(THEMES_PER_USER)} themes. Delete one first.`);
      return reply.status(201).send(await themes.create(userId, request.body.name, request.body.design));
    },
  );

  app.put(
    '/themes/default',
    { schema: { params: userParams, body: defaultBody, response: { 200: messageSchema } } },
    async (request) => {
      const { themeId } = request.body;
      if (!(await themes.setDefault(request.params.userId, themeId))) throw notFound(NO_THEME);
      return {
        message: themeId === null ? 'New forms start with the standard look.' : 'New forms start with this theme.',
      };
    },
  );

  app.put(
    '/themes/:themeId',
    { schema: { params: themeParams, body: themeInputSchema, response: { 200: savedThemeSchema } } },
    async (request) => {
      const { userId, themeId } = request.params;
      if (!(await themes.update(userId, themeId, request.body.name, request.body.design))) throw notFound(NO_THEME);
      return (await themes.find(userId, themeId)) ?? Promise.reject(notFound(NO_THEME));
    },
  );

  app.delete(
    '/themes/:themeId',
    { schema: { params: themeParams, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await themes.remove(request.params.userId, request.params.themeId))) throw notFound(NO_THEME);
      return { message: 'The theme was deleted.' };
    },
  );

  // The builder shows custom CSS as the public page will apply it: sanitised by the same code.
  app.post(
    '/themes/preview-css',
    { schema: { params: userParams, body: cssBody, response: { 200: previewCssSchema } } },
    (request) => Promise.resolve({ css: sanitizeCustomCss({ value: request.body.value, isEncoded: false }) }),
  );
  done();
};
