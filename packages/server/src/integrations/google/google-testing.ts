import { GOOGLE_SCOPES, googleGrantSchema, type Element, type GoogleGrant } from '@formbuilder/core';
import type { GoogleStandIn } from '../../test/google-stand-in';
import { storedAnswers } from '../../answers/stored-answers';
import type { StoredSubmission } from '../../answers/stored-submission';
import type { TestServer } from '../../test/test-server';
import type { TestUser } from '../../test/factories';
import { anon, as } from '../../test/requests';

// Shared by the Google API tests: the whole consent round trip as the popup makes it.

export const BOTH_SCOPES = [GOOGLE_SCOPES.drive, GOOGLE_SCOPES.spreadsheets];

/** Where the callback sent the popup, read as the googleAuth page reads it. */
export interface PopupLanding {
  message: string | null;
  token: string | null;
  error: string | null;
}

export async function landing(
  server: TestServer,
  callbackUrl: string,
): Promise<PopupLanding & { statusCode: number; location: string; openerPolicy: string }> {
  const { pathname, search } = new URL(callbackUrl);
  const callback = await anon(server).get(`${pathname}${search}`);
  const location = String(callback.headers.location ?? '');
  const query = new URL(location, 'http://invalid').searchParams;
  return {
    statusCode: callback.statusCode,
    location,
    openerPolicy: String(callback.headers['cross-origin-opener-policy']),
    message: query.get('message'),
    token: query.get('token'),
    error: query.get('error'),
  };
}

/** generateAuthURL, the consent page, the callback: the token the builder receives. */
export async function connectGoogle(
  server: TestServer,
  google: GoogleStandIn,
  user: TestUser,
  scope: readonly string[] = BOTH_SCOPES,
): Promise<string> {
  const started = await as(user).post('/api/services/google/generateAuthURL', { scope });
  if (started.statusCode !== 200) throw new Error(`generateAuthURL failed: ${started.body}`);
  // Each person of the app is a Google account of their own.
  const landed = await landing(
    server,
    await google.consent(started.json<{ data: string }>().data, 'allow', `account-${user.id}`),
  );
  if (landed.message !== 'true' || !landed.token) throw new Error(`Google consent failed: ${landed.location}`);
  return landed.token;
}

export const readToken = (token: string): GoogleGrant =>
  googleGrantSchema.parse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));

/** A stored submission whose first answer looks like a formula, for the file-name and row tests. */
const orderElements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 3, type: 'Radio', label: 'Plan', options: ['Free##free', 'Pro##pro'] },
  { id: 4, type: 'Button' },
];
export const orderSubmission: StoredSubmission = {
  formId: 7,
  submissionId: 12,
  title: 'Orders',
  createdAt: '2026-11-03T14:05:09.000Z',
  elements: orderElements,
  entries: [
    { question_id: 1, value: '=HYPERLINK("http://x")' },
    { question_id: 3, value: 'pro' },
  ],
};
export const orderAnswers = storedAnswers(orderSubmission);
