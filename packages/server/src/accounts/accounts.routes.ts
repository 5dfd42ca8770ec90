import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  loginWithGoogleBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  signupAnswerSchema,
  signupBodySchema,
  loginResponseSchema,
} from '@formbuilder/core';
import { idParam, messageSchema, type RoutesPlugin } from '../http/contract';
import type { RateLimiter } from '../http/rate-limit';
import type { AccountsService } from './accounts.service';
import { normaliseEmail } from '../users/users.store';

const PER_ACCOUNT_LIMIT = 10;
const PER_ACCOUNT_WINDOW_SECONDS = 15 * 60;

const linkParams = (what: string) => z.object({ userId: idParam(what), code: z.string().max(200) });

export interface AccountRoutesDeps {
  accounts: AccountsService;
  limiter: RateLimiter;
  /** Attempts a minute per client IP (AUTH_RATE_LIMIT); 0 turns the limits off. */
  perIpLimit: number;
}

export const accountRoutes: RoutesPlugin<AccountRoutesDeps> = (fastify, { accounts, limiter, perIpLimit }, done) => {
  // Login, signup, forgot and reset are limited per client IP. Signup, forgot
  // and reset send mail or spend a code, so each also has its own count per account; a
  // login counts only failures, per account and client (login-throttle.ts).
  const limitIp = (request: FastifyRequest) =>
    limiter.hit(
      `auth:ip:${request.ip}`,
      perIpLimit,
      60,
      'Too many attempts from your network. Please wait a minute and try again.',
    );
  const limitAccount = (action: 'signup' | 'forgot' | 'reset', account: string) =>
    limiter.hit(
      `auth:${action}:${account}`,
      perIpLimit > 0 ? PER_ACCOUNT_LIMIT : 0,
      PER_ACCOUNT_WINDOW_SECONDS,
      'Too many attempts for this account. Please wait 15 minutes and try again.',
    );

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The network's count comes first, before the body is even checked.
  const perIp = { preValidation: limitIp };

  app.post(
    '/api/users/signup',
    { ...perIp, schema: { body: signupBodySchema, response: { 201: signupAnswerSchema } } },
    async (request, reply) => {
      const { body } = request;
      await limitAccount('signup', normaliseEmail(body.email));
      const { status, answer } = await accounts.signup(body.email, body.password);
      return reply.status(status).send(answer);
    },
  );

  app.post(
    '/api/users/login',
    { ...perIp, schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } },
    (request) => accounts.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/api/users/loginwithgoogle',
    { ...perIp, schema: { body: loginWithGoogleBodySchema, response: { 200: loginResponseSchema } } },
    (request) => accounts.loginWithGoogle(request.body.tokenID),
  );

  // Public links under /api/users/{userId}/, outside the owner scope (auth/owner-scope.ts).
  app.get(
    '/api/users/:userId/verify/:code',
    { ...perIp, schema: { params: linkParams('verification link'), response: { 200: messageSchema } } },
    async (request) => {
      return { message: await accounts.verify(request.params.userId, request.params.code) };
    },
  );

  app.post(
    '/api/users/forgotpassword',
    { ...perIp, schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const { body } = request;
      await limitAccount('forgot', normaliseEmail(body.email));
      return { message: await accounts.forgotPassword(body.email) };
    },
  );

  // The account's count too comes before the checks: any try at a link spends one.
  const limitReset = async (request: FastifyRequest) => {
    await limitIp(request);
    const { userId = '' } = request.params as { userId?: string };
    if (/^\d{1,15}$/.test(userId)) await limitAccount('reset', String(Number(userId)));
  };
  app.post(
    '/api/users/:userId/resetpassword/:code',
    {
      preValidation: limitReset,
      schema: {
        params: linkParams('password reset link'),
        body: resetPasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { userId, code } = request.params;
      return { message: await accounts.resetPassword(userId, code, request.body.password, request.body.keepApiKeys) };
    },
  );
  done();
};
