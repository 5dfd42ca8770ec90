import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, notFound } from '../http/errors';
import type { FormRow, FormsStore } from './forms.store';

// One ownership policy for every owner call about a form: a missing form is
// 404, another owner's 403 with the product's words (docs/product.md §A8: the download page sends
// both to /404). Admins reach other owners' forms through the owner scope's check of
// `userId`, never here: the form must belong to the user named in the path.
export type Ownership = ReturnType<typeof createOwnership>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The form of a /forms/:formId route, loaded once by loadOwnedForm. */
    ownedForm: FormRow | null;
  }
}

export function createOwnership(forms: Pick<FormsStore, 'findById'>) {
  const owned = async (userId: number, formId: number): Promise<FormRow> => {
    const form = await forms.findById(formId);
    if (!form) throw notFound('Form not found.');
    if (form.user_id !== userId) throw forbidden('That form is not yours');
    return form;
  };

  /**
   * The preHandler of every route under /forms/:formId (and the file check page): it runs
   * after the path, query and body were checked, loads the form named in the path once, and
   * refuses another owner's (403) or a missing one (404) before the handler runs.
   */
  const loadOwnedForm: preHandlerAsyncHookHandler = async (request) => {
    const { userId, formId } = request.params as { userId: number; formId: number };
    request.ownedForm = await owned(userId, formId);
  };

  return { owned, loadOwnedForm };
}

/** The owner scope's routes about one form: /api/users/:userId/forms/:formId and below. */
const FORM_ROUTE = /^\/api\/users\/:userId\/forms\/:formId(?:\/|$)/;

/**
 * The /forms/:formId scope within the owner scope: every route whose path names a form gets
 * loadOwnedForm as its last preHandler, after the route's own (which may refuse the body first),
 * and its handler reads the form with ownedForm(request) instead of looking it up again.
 */
export function registerFormScope(scope: FastifyInstance, { loadOwnedForm }: Ownership): void {
  scope.decorateRequest('ownedForm', null);
  scope.addHook('onRoute', (route) => {
    if (!FORM_ROUTE.test(route.url)) return;
    const own = [route.preHandler ?? []].flat();
    // A HEAD route is made from its GET's options, which already have it.
    if (!own.includes(loadOwnedForm)) route.preHandler = [...own, loadOwnedForm];
  });
}

/** The form loadOwnedForm loaded for this request: the user's own. */
export function ownedForm(request: FastifyRequest): FormRow {
  if (!request.ownedForm) throw new Error(`${request.routeOptions.url ?? request.url} has no owned form loaded.`);
  return request.ownedForm;
}
