import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app';
import { launchBrowser } from './browser';
import { loggedInPage, signUpByApi } from './session';

export interface Stage {
  app: RunningApp;
  browser: Browser;
  close(): Promise<void>;
}

export interface Journey extends Stage {
  context: BrowserContext;
  page: Page;
}

interface StartOptions {
  env?: Record<string, string>;
  /** The folder the tests' screenshots go to, made before they run. */
  shots?: string;
}

/** A fresh server with these accounts (the first one is the administrator) and a browser. */
export async function startStage(accounts: readonly string[], env: Record<string, string> = {}): Promise<Stage> {
  const app = await startApp(env);
  const browser = await launchBrowser();
  for (const email of accounts) await signUpByApi(app.url, email);
  return {
    app,
    browser,
    async close() {
      await browser.close();
      await app.stop();
    },
  };
}

/** A stage and a page logged in as `as`, on /forms: the start of most journeys. */
export async function startJourney(
  accounts: readonly string[],
  as: string,
  env: Record<string, string> = {},
): Promise<Journey> {
  const stage = await startStage(accounts, env);
  const { context, page } = await loggedInPage(stage.browser, stage.app.url, as);
  return {
    ...stage,
    context,
    page,
    async close() {
      await context.close();
      await stage.close();
    },
  };
}

/**
 * What `start` makes, for the tests around the call: started before them (and `shots` made),
 * closed after. Its fields can be read once the tests run.
 */
function forTests<T extends { close(): Promise<void> }>(start: () => Promise<T>, shots?: string): T {
  let started: T | undefined;
  beforeAll(async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    started = await start();
  });
  afterAll(() => started?.close());
  return new Proxy({} as T, {
    get(_, field) {
      if (!started) throw new Error('It starts before the tests: read it inside a test or hook.');
      return Reflect.get(started, field) as unknown;
    },
  });
}

/** A stage (server, accounts, browser) for the tests around the call. */
export const stageForTests = (accounts: readonly string[], { env = {}, shots }: StartOptions = {}): Stage =>
  forTests(() => startStage(accounts, env), shots);

/** A journey (a stage and a logged-in page) for the tests around the call. */
export const journeyForTests = (
  accounts: readonly string[],
  as: string,
  { env = {}, shots }: StartOptions = {},
): Journey => forTests(() => startJourney(accounts, as, env), shots);
