import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  forgotPasswordBodySchema,
  loginWithGoogleBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
} from '@formbuilder/core';
import { badRequest, parseWith } from '../http/errors';
import type { RateLimiter } from '../http/rate-limit';
import type { AccountsService } from './accounts.service';
import { normaliseEmail } from './users.store';

const PER_ACCOUNT_LIMIT = 10;
const PER_ACCOUNT_WINDOW_SECONDS = 15 * 60;

export function parseId(value: string | undefined, what = 'id'): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw badRequest(`The ${what} is not valid.`);
  return id;
}

export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountsService,
  limiter: RateLimiter,
  perIpLimit: number,
): void {
  // Login, signup, forgot and reset are limited per client IP (issue #2). Signup, forgot
  // and reset send mail or spend a code, so each also has its own count per account; a
  // login counts only failures, per account and client (login-throttle.ts, issue #8).
  const limitIp = (request: FastifyRequest) =>
    limiter.hit(`auth:ip:${request.ip}`, perIpLimit, 60, 'Too many attempts from your network. Please wait a minute and try again.');
  const limitAccount = (action: 'signup' | 'forgot' | 'reset', account: string) =>
    limiter.hit(
      `auth:${action}:${account}`,
      perIpLimit > 0 ? PER_ACCOUNT_LIMIT : 0,
      PER_ACCOUNT_WINDOW_SECONDS,
      'Too many attempts for this account. Please wait 15 minutes and try again.',
    );

  app.post('/api/users/signup', async (request, reply) => {
    await limitIp(request);
    const body = parseWith(signupBodySchema, request.body);
    await limitAccount('signup', normaliseEmail(body.email));
    const { status, message } = await accounts.signup(body.email, body.password);
    return reply.status(status).send({ message });
  });

  app.post('/api/users/login', async (request) => {
    await limitIp(request);
    const body = parseWith(loginBodySchema, request.body);
    return accounts.login(body.email, body.password, request.ip);
  });

  app.post('/api/users/loginwithgoogle', async (request) => {
    await limitIp(request);
    const body = parseWith(loginWithGoogleBodySchema, request.body);
    return accounts.loginWithGoogle(body.tokenID);
  });

  app.get<{ Params: { userId: string; code: string } }>('/api/users/:userId/verify/:code', async (request) => {
    await limitIp(request);
    const message = await accounts.verify(parseId(request.params.userId, 'verification link'), request.params.code);
    return { message };
  });

  app.post('/api/users/forgotpassword', async (request) => {
    await limitIp(request);
    const body = parseWith(forgotPasswordBodySchema, request.body);
    await limitAccount('forgot', normaliseEmail(body.email));
    return { message: await accounts.forgotPassword(body.email) };
  });

  app.post<{ Params: { userId: string; code: string } }>('/api/users/:userId/resetpassword/:code', async (request) => {
    await limitIp(request);
    const userId = parseId(request.params.userId, 'password reset link');
    await limitAccount('reset', String(userId));
    const body = parseWith(resetPasswordBodySchema, request.body);
    return { message: await accounts.resetPassword(userId, request.params.code, body.password) };
  });
}
