import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { sessionOf } from './support/session';

const shots = path.join(import.meta.dirname, 'screenshots');

/**
 * Whether something spills sideways: the page wider than the window, a button's words wider than
 * the button, or a button or link past the right edge of its card or box (longer French words).
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) return true;
    return [...document.querySelectorAll('main a, main button')].some((control) => {
      if (control.scrollWidth > control.clientWidth + 1) return true;
      const box = control.closest('tr, .auth-card, .page-header, section');
      return box !== null && control.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5;
    });
  });

// docs/product.md, "The owner app's language": chosen in the preferences, kept in the browser; the
// login page and the forms list in French, on a desktop and on a phone.
describe('owner language: the owner app in French', () => {
  const journey = journeyForTests(['owner@example.com'], 'owner@example.com', { shots });
  let app: RunningApp;
  let page: Page;
  beforeAll(() => ({ app, page } = journey));

  it('switches to French in the preferences, and the forms list speaks French', async () => {
    const { token, user_id } = await sessionOf(page);
    for (const title of ['Inscription au tournoi de pétanque du dimanche', 'Contact']) {
      const res = await fetch(`${app.url}/api/users/${String(user_id)}/forms`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: null, title, private: 0, props: { elements: [{ id: 1, type: 'TextBox' }] } }),
      });
      expect(res.status).toBe(201);
    }
    await page.goto(`${app.url}/settings/preferences`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { name: 'Préférences' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.screenshot({ path: path.join(shots, 'owner-language-preferences-fr.png') });

    await page.getByRole('link', { name: 'Formulaires' }).click();
    await page.getByRole('columnheader', { name: 'Réponses' }).waitFor();
    await page.getByRole('link', { name: 'Créer un formulaire' }).waitFor();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: path.join(shots, 'owner-language-forms-fr.png') });
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Formulaires', level: 1 }).waitFor();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: path.join(shots, 'owner-language-forms-fr-phone.png'), fullPage: true });
  });

  it('shows the login page in French after logging out, on a desktop and a phone', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /^Bonjour,/ }).click();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByRole('heading', { name: 'Bon retour parmi nous' }).waitFor();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: path.join(shots, 'owner-language-login-fr.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Bon retour parmi nous' }).waitFor();
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: path.join(shots, 'owner-language-login-fr-phone.png'), fullPage: true });
  });
});
