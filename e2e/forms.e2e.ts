import { beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { freePort, type RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { sessionOf } from './support/session';

const shots = path.join(import.meta.dirname, 'screenshots');

describe('forms: templates, clone, delete, publish, share and embed', () => {
  const journey = journeyForTests(['owner@example.com'], 'owner@example.com');
  let app: RunningApp;
  let context: BrowserContext;
  let page: Page;
  let formId = 0;
  beforeAll(() => ({ app, context, page } = journey));

  it('creates a form from a template in the gallery', async () => {
    await page.getByRole('link', { name: 'Create a new form' }).click();
    await page.getByRole('heading', { name: 'Create a new form' }).waitFor();
    await page.getByRole('link', { name: /USE A TEMPLATE/ }).click();
    await page.getByPlaceholder('Search templates...').fill('contact');
    await page.getByRole('button', { name: 'Contact Form' }).click();
    const preview = page.frameLocator('iframe').first();
    await preview.getByRole('heading', { name: 'Contact Form' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'template-gallery.png') });
    await page.getByRole('button', { name: 'Use this template' }).click();
    await page.waitForURL(/\/editor\/\d+\/builder/);
    formId = Number(/\/editor\/(\d+)\//.exec(page.url())?.[1]);
    expect(formId).toBeGreaterThan(0);
  });

  it('lists it, clones it and deletes the clone', async () => {
    await page.goto(`${app.url}/forms`);
    await page.getByRole('link', { name: 'Contact Form', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clone Contact Form' }).click();
    const name = page.getByLabel('Name of the new form');
    expect(await name.inputValue()).toBe('Clone of Contact Form');
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    await page.getByText('Form cloned successfully!').waitFor();
    await page.getByRole('link', { name: 'Clone of Contact Form', exact: true }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Clone of Contact Form' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Form successfully deleted!').waitFor();
    await page.getByRole('link', { name: 'Clone of Contact Form', exact: true }).waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(shots, 'forms-list.png') });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('publishes, then the view action opens the public form', async () => {
    const view = page
      .getByRole('button', { name: /^View Contact Form/ })
      .or(page.getByRole('link', { name: /^View Contact Form/ }));
    expect(await view.first().getAttribute('aria-disabled')).toBe('true');
    const { token, user_id } = await sessionOf(page);
    const res = await page.request.post(`${app.url}/api/users/${user_id}/forms/${formId}/publish`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    await page.reload();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^View Contact Form/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/form\/view\/[0-9a-f-]{36}$/);
    await tab.getByRole('heading', { name: 'Contact Form' }).waitFor();
    await tab.screenshot({ path: path.join(shots, 'public-form.png'), fullPage: true });
    await tab.close();
  });

  it('shares an embed code that shows the form on a page of another origin', async () => {
    await page.goto(`${app.url}/editor/${formId}/share`);
    const code = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(code).toContain('fp_id=');
    const host = http.createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><html lang="en"><head><title>My site</title></head><body><h1>My site</h1>${code}</body></html>`,
        );
    });
    const port = await freePort();
    await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
    try {
      const other = await context.newPage();
      await other.goto(`http://localhost:${port}/`);
      const frame = other.frameLocator('iframe[title]');
      await frame.getByRole('heading', { name: 'Contact Form' }).waitFor();
      // The iframe follows the form's height (embed.js listens to the page's messages).
      await expect
        .poll(async () => (await other.locator('iframe').boundingBox())?.height ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(600);
      await other.screenshot({ path: path.join(shots, 'embedded-form.png'), fullPage: true });
    } finally {
      host.close();
    }
  });
});
