import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { logInByApi, ownerRequest } from './support/public-form-api';

// docs/product.md, "Languages", done when: a form translated in the builder into French (a JSON
// file for translators) and Arabic (an XLIFF file), filled in each with and without JavaScript
// (Arabic right to left), French validation errors from the server; the owner sees every answer
// together, filters by language and exports the filtered rows; axe clean in each language; the
// owner app itself in French.

const OWNER = 'polyglot@example.com';
const shots = path.join(import.meta.dirname, 'screenshots', 'languages');

const props = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name', required: true },
    { id: 2, type: 'Radio', label: 'Coming?', options: ['Yes##yes', 'No##no'], required: true },
    { id: 3, type: 'Number', label: 'Guests', required: true },
    { id: 4, type: 'Button', buttonText: 'Send' },
  ],
  // Guests is asked only of those who come: without the script the browser cannot know, so the
  // server is the one to say it is missing.
  rules: [
    {
      id: 1,
      type: 'showHide',
      if: { field: 2, operator: 'equals', value: 'yes' },
      then: { command: 'show', field: 3 },
    },
  ],
};

const french = {
  language: 'fr',
  texts: {
    title: { translation: 'Réponse au mariage' },
    'element.1.label': { translation: 'Votre nom' },
    'element.2.label': { translation: 'Vous venez ?' },
    'element.2.option.yes': { translation: 'Oui' },
    'element.2.option.no': { translation: 'Non' },
    'element.3.label': { translation: 'Invités' },
    'element.4.buttonText': { translation: 'Envoyer' },
  },
};

const arabic: Record<string, [string, string]> = {
  title: ['Wedding RSVP', 'الرد على دعوة الزفاف'],
  'element.1.label': ['Your name', 'اسمك'],
  'element.2.label': ['Coming?', 'هل ستحضر؟'],
  'element.2.option.yes': ['Yes', 'نعم'],
  'element.2.option.no': ['No', 'لا'],
  'element.3.label': ['Guests', 'عدد الضيوف'],
  'element.4.buttonText': ['Send', 'إرسال'],
};
const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="Wedding RSVP" source-language="en" target-language="ar" datatype="plaintext">
    <body>
${Object.entries(arabic)
  .map(
    ([key, [source, target]]) =>
      `      <trans-unit id="${key}"><source>${source}</source><target>${target}</target></trans-unit>`,
  )
  .join('\n')}
    </body>
  </file>
</xliff>`;

async function visitor(browser: Browser, url: string, options: { javaScript?: boolean; locale?: string } = {}) {
  const javaScriptEnabled = options.javaScript ?? true;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled,
    ...(options.locale === undefined ? {} : { locale: options.locale }),
  });
  const page = await context.newPage();
  await page.goto(url);
  if (javaScriptEnabled) await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
  return { context, page };
}

const documentLanguage = (page: Page) =>
  page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);

describe('one form, many languages', () => {
  const journey = journeyForTests([OWNER], OWNER, { shots, env: { SUBMIT_RATE_LIMIT: '0' } });
  let formId = 0;
  let formUrl = '';

  it('translates the form in the builder from a JSON and an XLIFF file, and publishes it', async () => {
    const { page, app } = journey;
    const owner = await logInByApi(app.url, OWNER);
    const created = await ownerRequest(owner, 'POST', '/forms', { id: null, title: 'Wedding RSVP', private: 0, props });
    const { id, uuid } = (await created.json()) as { id: number; uuid: string };
    formId = id;
    formUrl = `${app.url}/form/view/${uuid}`;

    await page.goto(`${app.url}/editor/${String(id)}/builder`);
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Languages' }).click();
    await page.getByRole('heading', { name: 'Languages', level: 2 }).waitFor();
    for (const [code, name, file] of [
      [
        'fr',
        'French',
        { name: 'rsvp.fr.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(french)) },
      ],
      ['ar', 'Arabic', { name: 'rsvp.ar.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(xliff) }],
    ] as const) {
      await page.getByLabel('Add a language').selectOption(code);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('heading', { name: `${name} translation` }).waitFor();
      const saved = page.waitForResponse(
        (r) =>
          r.request().method() === 'PUT' &&
          (r.request().postData() ?? '').includes(code === 'fr' ? 'Invités' : 'الزفاف'),
      );
      await page.setInputFiles('input[type="file"]', file);
      await page.getByText(`7 texts translated into ${name} from the file.`).waitFor();
      expect((await saved).ok()).toBe(true);
    }
    expect(await page.getByLabel('1. Your name, Label, in Arabic').inputValue()).toBe('اسمك');
    await page.screenshot({ path: path.join(shots, 'builder-arabic.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The draft's preview, in the language being translated.
    await page.getByRole('link', { name: 'Preview in Arabic' }).click();
    const frame = page.getByTitle('Preview of your form');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/[?&]lang=ar$/);
    await page.frameLocator('iframe[title="Preview of your form"]').getByLabel('اسمك').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Your form is live' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('speaks French to a French browser, in its own checks and in the server’s', async () => {
    const { browser } = journey;
    // With the script: the browser's Accept-Language picks French; its checks speak French.
    const withScript = await visitor(browser, formUrl, { locale: 'fr-FR' });
    const fr = withScript.page;
    expect(await documentLanguage(fr)).toBe('fr ltr');
    await fr.getByLabel('Votre nom').fill('Amélie Poulain');
    await fr.getByLabel('Oui').check();
    await fr.getByRole('button', { name: 'Envoyer' }).click();
    await fr.getByText('Veuillez remplir ce champ.').waitFor();
    await fr.getByLabel('Invités').fill('2');
    await fr.getByRole('button', { name: 'Envoyer' }).click();
    await fr.getByRole('heading', { name: 'Merci !' }).waitFor();
    await withScript.context.close();

    // Without it: ?lang=fr; the server finds Guests missing and says so in French.
    const noScript = await visitor(browser, `${formUrl}?lang=fr`, { javaScript: false });
    const page = noScript.page;
    await page.getByLabel('Votre nom').fill('Jean Valjean');
    await page.getByLabel('Oui').check();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Veuillez remplir ce champ.').waitFor();
    expect(await documentLanguage(page)).toBe('fr ltr');
    await page.screenshot({ path: path.join(shots, 'server-errors-fr.png'), fullPage: true });
    await page.getByLabel('Invités').fill('1');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('heading', { name: 'Merci !' }).waitFor();
    await noScript.context.close();
  });

  it('draws Arabic right to left, keeping answers across the switcher, with and without the script', async () => {
    const { browser } = journey;
    const withScript = await visitor(browser, formUrl);
    const page = withScript.page;
    expect(await documentLanguage(page)).toBe('en ltr');
    await page.getByLabel('Your name').fill('Layla');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await page.getByLabel('اسمك').waitFor();
    expect(await documentLanguage(page)).toBe('ar rtl');
    expect(await page.getByLabel('اسمك').inputValue()).toBe('Layla');
    await page.getByLabel('نعم').check();
    await page.getByLabel('عدد الضيوف').fill('3');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'arabic-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'إرسال' }).click();
    await page.getByRole('heading', { name: 'شكرًا لك!' }).waitFor();
    await withScript.context.close();

    const noScript = await visitor(browser, `${formUrl}?lang=ar`, { javaScript: false });
    expect(await documentLanguage(noScript.page)).toBe('ar rtl');
    await noScript.page.getByLabel('اسمك').fill('Omar');
    await noScript.page.getByLabel('لا').check();
    await noScript.page.getByRole('button', { name: 'إرسال' }).click();
    await noScript.page.getByRole('heading', { name: 'شكرًا لك!' }).waitFor();
    await noScript.context.close();
  });

  it('passes axe in each language', async () => {
    // In the owner's browser, which lets axe's script in past the page's CSP.
    const { page } = journey;
    for (const lang of ['en', 'fr', 'ar']) {
      await page.goto(`${formUrl}?lang=${lang}`);
      await page.locator('form.fb-form').waitFor();
      expect(await axeViolations(page), lang).toEqual([]);
    }
  });

  it('shows every answer together, filters by language and exports the French rows', async () => {
    const { page, app } = journey;
    await page.goto(`${app.url}/data?form=${String(formId)}`);
    await page.getByText('4 in total').waitFor();
    const table = page.locator('.submissions-table');
    expect(await table.locator('th').allTextContents()).toContain('Language');
    const cells = async (text: string) => table.locator('tbody td', { hasText: new RegExp(`^${text}$`) }).count();
    expect(await cells('French')).toBe(2);
    expect(await cells('Arabic')).toBe(2);
    // One question, one set of answers: the choice reads the same whatever language it was given in.
    expect(await cells('Yes')).toBe(3);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.locator('.submissions__counts', { hasText: '2 matching' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'data-french.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Export…' }).click();
    const panel = page.getByRole('group', { name: 'Export submissions' });
    await panel.getByLabel(/^CSV/).check();
    await panel.getByLabel(/The 2 matching the filters/).check();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download' }).click();
    const csv = fs.readFileSync((await (await download).path()) ?? '', 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Language');
    expect(lines.slice(1).sort()).toEqual([
      expect.stringContaining('Amélie Poulain'),
      expect.stringContaining('Jean Valjean'),
    ]);
    expect(lines.slice(1).every((line) => line.includes('French'))).toBe(true);
  });

  it('speaks French to its owner once chosen in the preferences', async () => {
    const { page, app } = journey;
    await page.goto(`${app.url}/settings/preferences`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { name: 'Préférences' }).waitFor();
    await page.getByRole('link', { name: 'Formulaires' }).click();
    await page.getByRole('columnheader', { name: 'Réponses' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // Nothing spills sideways with the longer French words, on a phone either.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Formulaires', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: path.join(shots, 'forms-french-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /^Bonjour,/ }).click();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByRole('heading', { name: 'Bon retour parmi nous' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
