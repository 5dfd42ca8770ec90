import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app';
import { launchBrowser } from './browser';
import { loggedInPage, signUpByApi } from './session';

export interface Journey {
  app: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * A fresh server with these accounts (the first one is the administrator) and a page
 * logged in as `as`, on /forms: the start of most journeys.
 */
export async function startJourney(accounts: readonly string[], as: string, env: Record<string, string> = {}): Promise<Journey> {
  const app = await startApp(env);
  const browser = await launchBrowser();
  for (const email of accounts) await signUpByApi(app.url, email);
  const { context, page } = await loggedInPage(browser, app.url, as);
  return {
    app,
    browser,
    context,
    page,
    async close() {
      await context.close();
      await browser.close();
      await app.stop();
    },
  };
}

/**
 * The journey of the tests around it: started before them (and `shots`, the folder their
 * screenshots go to, made), closed after. Its fields are there once the tests run.
 */
export function journeyForTests(accounts: readonly string[], as: string, { env = {}, shots }: { env?: Record<string, string>; shots?: string } = {}): Journey {
  let started: Journey | undefined;
  beforeAll(async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    started = await startJourney(accounts, as, env);
  });
  afterAll(() => started?.close());
  const journey = (): Journey => {
    if (!started) throw new Error('The journey starts before the tests: read it inside a test or hook.');
    return started;
  };
  return {
    get app() {
      return journey().app;
    },
    get browser() {
      return journey().browser;
    },
    get context() {
      return journey().context;
    },
    get page() {
      return journey().page;
    },
    close: () => journey().close(),
  };
}
