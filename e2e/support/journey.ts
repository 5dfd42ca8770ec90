import type { Browser, BrowserContext, Page } from 'playwright-core';
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
