import type { FastifyInstance } from 'fastify';
import { notFoundPage, sendPage } from '../public/page-reply';
import type { ResultsService } from './results.service';
import type { ThanksQuery } from '../public/thanks-page';

// After a submission: the Thank You page, or the Results page (results.service.ts).
export function registerResultRoutes(app: FastifyInstance, results: ResultsService): void {
  app.get<{ Params: { uuid: string }; Querystring: ThanksQuery }>('/form/view/:uuid/thanks', async (request, reply) => {
    const page = await results.thanksPage(request.params.uuid, request.query);
    return page === undefined ? notFoundPage(reply) : sendPage(reply, page);
  });

  app.get<{ Params: { uuid: string; token: string } }>('/form/view/:uuid/result/:token', async (request, reply) => {
    const page = await results.resultsPage(request.params.uuid, request.params.token);
    return page === undefined ? notFoundPage(reply) : sendPage(reply, page);
  });
}
