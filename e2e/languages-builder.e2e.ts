import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { logInByApi, publishForm } from './support/public-form-api';

// The owner translates a form in the editor's Languages section (docs/product.md, "Translating a
// form"): adds French, types a translation, imports a translator's JSON file, and finds it all
// saved with the draft after a reload. The screen passes axe and is drawn at 1280×800 and 390×844.

const shots = path.join(import.meta.dirname, 'screenshots');
const OWNER = 'languages-owner@example.com';
const props = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name', placeholder: 'Ada Lovelace' },
    { id: 2, type: 'Radio', label: 'How did you hear of us?', options: ['A friend##friend', 'The web##web'] },
    { id: 3, type: 'Description', label: '<p>We answer <strong>within a day</strong>.</p>' },
    { id: 4, type: 'Button', buttonText: 'Send' },
  ],
};

describe('translating a form in the builder', () => {
  const journey = journeyForTests([OWNER], OWNER, { shots });

  it('adds a language, saves typed and imported translations, and passes axe wide and narrow', async () => {
    const { page, app } = journey;
    const owner = await logInByApi(app.url, OWNER);
    const { id } = await publishForm(owner, 'Contact us', props);

    await page.goto(`${app.url}/editor/${String(id)}/builder`);
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Languages' }).click();
    await page.getByRole('heading', { name: 'Languages', level: 2 }).waitFor();
    await page.getByLabel('Add a language').selectOption('fr');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('heading', { name: 'French translation' }).waitFor();

    await page.getByLabel('Form, Title, in French').fill('Contactez-nous');
    await page.setInputFiles('input[type="file"]', {
      name: 'contact-us.fr.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          language: 'fr',
          texts: {
            'element.1.label': { translation: 'Votre nom' },
            'element.2.option.friend': { translation: 'Un ami' },
            'element.9.label': { translation: 'Disparu' },
          },
        }),
      ),
    });
    await page.getByText('2 texts translated into French from the file.').waitFor();
    await page.getByText('1 text in the file is not in this form and was skipped.').waitFor();
    await page.getByText(/^Saved/).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'French translation' }).waitFor();
    expect(await page.getByLabel('1. Your name, Label, in French').inputValue()).toBe('Votre nom');
    expect(await page.getByLabel('Form, Title, in French').inputValue()).toBe('Contactez-nous');
    await page
      .getByText(/^\d+ of \d+ missing$/)
      .first()
      .waitFor();

    await page.screenshot({ path: path.join(shots, 'languages-1280.png'), fullPage: true });
    // The editor's header keeps its six sections inside the window, the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
    expect(await axeViolations(page)).toEqual([]);

    // The preview opens in French; its language can be changed there.
    await page.getByRole('link', { name: 'Preview in French' }).click();
    const frame = page.getByTitle('Preview of your form');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/[?&]lang=fr$/);
    expect(await page.getByLabel('Language').inputValue()).toBe('fr');
    await page.screenshot({ path: path.join(shots, 'languages-preview-1280.png') });
    await page.getByLabel('Language').selectOption('en');
    await expect.poll(() => frame.getAttribute('src')).not.toContain('lang=');
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Languages' }).click();
    await page.getByRole('heading', { name: 'French translation' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'languages-390.png'), fullPage: true });
    await page.screenshot({ path: path.join(shots, 'languages-390-top.png') });
    expect(await axeViolations(page)).toEqual([]);
  });
});
