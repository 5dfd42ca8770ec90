import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './app';
import { launchBrowser } from './browser';
import { PASSWORD, signUpByApi } from './session';

// The owner's side of the public form journey, through the HTTP API (docs/api.md).

export interface Owner {
  readonly baseUrl: string;
  readonly token: string;
  readonly userId: number;
}

export interface PublishedForm {
  readonly id: number;
  readonly uuid: string;
  readonly url: string;
}

/** An owner's call to `/api/users/{userId}{path}`, its response whatever its status. */
export function ownerRequest(owner: Owner, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${owner.baseUrl}/api/users/${String(owner.userId)}${path}`, {
    method,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function call(owner: Owner, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await ownerRequest(owner, method, path, body);
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${String(res.status)} ${text}`);
  return JSON.parse(text) as unknown;
}

/** Logs in an account made with signUpByApi (POST /api/users/login). */
export async function logInByApi(baseUrl: string, email: string): Promise<Owner> {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${String(res.status)} ${await res.text()}`);
  const { token, user_id } = (await res.json()) as { token: string; user_id: number };
  return { baseUrl, token, userId: user_id };
}

/** Saves a new form with these props and publishes it (POST …/forms, POST …/publish). */
export async function publishForm(owner: Owner, title: string, props: Record<string, unknown>): Promise<PublishedForm> {
  const saved = (await call(owner, 'POST', '/forms', { id: null, title, private: 0, props })) as {
    id: number;
    uuid: string;
  };
  await call(owner, 'POST', `/forms/${String(saved.id)}/publish`);
  return { id: saved.id, uuid: saved.uuid, url: `${owner.baseUrl}/form/view/${saved.uuid}` };
}

/** The form's responseCount in the owner's forms list (GET …/forms). */
export async function responseCount(owner: Owner, formId: number): Promise<number> {
  const forms = (await call(owner, 'GET', '/forms')) as { id: number; responseCount: number }[];
  const form = forms.find((each) => each.id === formId);
  if (form === undefined) throw new Error(`form ${String(formId)} is not in the list`);
  return form.responseCount;
}

/** The newest submission's answers by question id (GET …/submissions, GET …/entries). */
export async function latestAnswers(owner: Owner, formId: number): Promise<Record<number, unknown>> {
  const submissions = (await call(owner, 'GET', `/forms/${String(formId)}/submissions`)) as { id: number }[];
  const newest = submissions[0];
  if (newest === undefined) throw new Error(`form ${String(formId)} has no submission`);
  const entries = (await call(owner, 'GET', `/forms/${String(formId)}/submissions/${String(newest.id)}/entries`)) as {
    question_id: number;
    value: unknown;
  }[];
  return Object.fromEntries(entries.map((entry) => [entry.question_id, entry.value]));
}

export interface PublishedFormApp {
  readonly app: RunningApp;
  readonly browser: Browser;
  readonly form: PublishedForm;
  close(): Promise<void>;
}

/** A fresh server and browser, with owner@example.com's form published: the start of a visitor's journey. */
export async function startWithPublishedForm(title: string, props: Record<string, unknown>): Promise<PublishedFormApp> {
  const app = await startApp();
  const browser = await launchBrowser();
  await signUpByApi(app.url, 'owner@example.com');
  const form = await publishForm(await logInByApi(app.url, 'owner@example.com'), title, props);
  return {
    app,
    browser,
    form,
    async close() {
      await browser.close();
      await app.stop();
    },
  };
}
