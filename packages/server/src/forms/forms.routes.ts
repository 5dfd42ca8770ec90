import type { FastifyInstance } from 'fastify';
import type { Guards } from '../auth/auth.plugin';
import { parseId } from '../accounts/accounts.routes';
import type { FormsStore } from './forms.store';

export function registerFormRoutes(app: FastifyInstance, guards: Guards, forms: FormsStore): void {
  app.get<{ Params: { userId: string } }>('/api/users/:userId/forms', { preHandler: guards.requireSelf }, (request) =>
    forms.listByOwner(parseId(request.params.userId, 'user id')),
  );
}
