import type { RoutesPlugin } from '../http/contract';
import { notFoundPage, sendPage } from './page-reply';
import type { ResultsService } from './results.service';
import type { ThanksQuery } from './thanks-page';

// After a submission: the Thank You page, or the Results page (results.service.ts).
export const resultRoutes: RoutesPlugin<{ results: ResultsService }> = (app, { results }, done) => {
  app.get<{ Params: { uuid: string }; Querystring: ThanksQuery }>('/form/view/:uuid/thanks', async (request, reply) => {
    const page = await results.thanksPage(request.params.uuid, request.query);
    if (page === undefined) return notFoundPage(reply);
    // An ending's page may recall the visitor's answers: kept by no cache (docs/product.md, "Logic").
    return request.query.ending === undefined ? sendPage(reply, page) : sendPage(reply, page, 200, 'private, no-store');
  });

  app.get<{ Params: { uuid: string; token: string } }>('/form/view/:uuid/result/:token', async (request, reply) => {
    const page = await results.resultsPage(request.params.uuid, request.params.token);
    return page === undefined ? notFoundPage(reply) : sendPage(reply, page);
  });
  done();
};
