import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import swagger from '@fastify/swagger';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DB_ID_MAX, elementSchema, formPropsSchema, ruleSchema } from '@formbuilder/core';
import { z } from 'zod';
import { refusalOf, refusalWords, type RequestPart } from './errors';

// The route contract: params, query, body and answers are zod schemas (most
// of them core's), checked by Fastify before a handler runs and turned into the OpenAPI
// document served at /api/docs. A refused request gets the same plain-words 400 as
// `parseWith`, so handlers never parse by hand.

/**
 * One feature's routes: a Fastify plugin taking the feature's one deps object, registered with
 * `app.register(routes, deps)`, or in the owner scope with ownerRoutes (auth/owner-scope.ts).
 */
export type RoutesPlugin<Deps extends FastifyPluginOptions> = FastifyPluginCallback<Deps>;

/** Fastify with zod schemas on its routes: handlers see parsed, typed requests. */
export type ContractApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as RequestPart;
  const error = refusalWords(part);
  return (data) => {
    // reportInput: a refusal can tell a field that is absent from one whose value is wrong.
    const result = schema.safeParse(data ?? {}, { reportInput: true, error });
    return result.success ? { value: result.data } : { error: refusalOf(result.error, part) };
  };
};

/** A positive id in a path, at most DB_ID_MAX, refused in words ("The form id is not valid.") otherwise. */
export const idParam = (what: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `The ${what} is not valid.`)
    .transform(Number)
    .refine((id) => id > 0 && id <= DB_ID_MAX, `The ${what} is not valid.`);

export const userParams = z.object({ userId: idParam('user id') });
export const formParams = userParams.extend({ formId: idParam('form id') });

/** Every error answer: one sentence for a person. */
export const messageSchema = z.object({ message: z.string() });

export const DOCS_PATH = '/api/docs';

/**
 * Schemas many routes share, written once in the OpenAPI document under components and
 * referenced from each route (the form's props alone would otherwise be repeated in every
 * route that reads or writes a form).
 */
const documentComponents = z.registry<{ id: string }>();
documentComponents.add(formPropsSchema, { id: 'FormProps' });
documentComponents.add(elementSchema, { id: 'Element' });
documentComponents.add(ruleSchema, { id: 'Rule' });

/**
 * An /api/ route's query string, closed: a parameter the route does not read is refused (400
 * naming it), as an unknown body field is, instead of being ignored (docs/api.md). A query
 * schema written loose on purpose keeps taking others (Google's OAuth callback, whose query
 * Google decides). Public pages are not /api/ routes: their query strings carry the form's URL
 * parameters.
 */
function closedQuery(querystring: unknown): unknown {
  if (querystring === undefined) return z.strictObject({});
  if (querystring instanceof z.ZodObject && querystring.def.catchall === undefined) return querystring.strict();
  return querystring;
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (the document itself). */
  hidden: boolean;
  /** Whether an API key may call it (read when asked: a route group marks its routes after this table sees them). */
  acceptsApiKeys: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the tests that walk them all. */
    routeTable: RouteEntry[];
  }
}

/** Zod checks for every route, and the OpenAPI document built from them. Call before any route. */
export async function registerContract(app: FastifyInstance): Promise<ContractApp> {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/'))
      route.schema = { ...route.schema, querystring: closedQuery(route.schema?.querystring) };
    const hidden = Boolean(route.schema?.hide);
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, hidden, acceptsApiKeys: () => route.config?.apiKeys === true });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Form builder API',
        version: '1',
        description: 'Generated from the route schemas; docs/api.md has the prose.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: documentComponents }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentComponents }),
  });
  app.get(DOCS_PATH, { schema: { hide: true } }, () => app.swagger());
  return app.withTypeProvider<ZodTypeProvider>();
}
