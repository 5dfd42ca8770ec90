import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostPage } from './support/host-page';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { logInByApi, ownerRequest, publishForm, type Owner, type PublishedForm } from './support/public-form-api';

// docs/product.md "Reach": a form embedded inline follows its height at every step, the popup
// opens and closes, the short address and QR code work, a too-large file is refused before it
// is sent, and the builder's header and the forms table fit at 1280 px.

const shots = path.join(import.meta.dirname, 'screenshots');

// A long first page, a short second one: the frame must shrink on step 2.
const longProps = {
  elements: [
    ...Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      type: 'TextArea',
      label: `Tell us more, part ${String(index + 1)}`,
    })),
    { id: 13, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
    { id: 14, type: 'TextBox', label: 'Your name', required: true },
    { id: 15, type: 'Button', buttonText: 'Send' },
  ],
  rules: [],
};
const fileProps = {
  elements: [
    { id: 1, type: 'File', label: 'Your CV', accept: '.pdf' },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ],
  rules: [],
};

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const frameHeight = async (page: Page) => (await page.locator('iframe').boundingBox())?.height ?? 0;

describe('reach: embed modes, short address, QR code, file checks, layout at 1280 px', () => {
  const journey = journeyForTests(['owner@example.com'], 'owner@example.com', { shots });
  let owner: Owner;
  let form: PublishedForm;
  let inlineCode = '';
  let popupCode = '';

  it('shows each embed mode with its code in the share panel', async () => {
    const { app, page } = journey;
    owner = await logInByApi(app.url, 'owner@example.com');
    form = await publishForm(owner, 'Long form', longProps);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}/editor/${String(form.id)}/share`);
    inlineCode = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(inlineCode).toContain('fp_widget="false"');
    await page.getByRole('textbox', { name: 'Widget title' }).fill('Talk to us');
    popupCode = await page.getByRole('textbox', { name: 'Popup code' }).inputValue();
    expect(popupCode).toContain('fp_widget="true" fp_widget_title="Talk to us"');
    expect(await page.getByRole('textbox', { name: 'Full-page link' }).inputValue()).toContain(`href="${form.url}"`);
    await page.getByAltText(`QR code of ${form.url}`).waitFor();
    await page.screenshot({ path: path.join(shots, 'reach-share-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'reach-share-390.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('embeds the form inline: the frame follows its height on step 2 and on the Thank You page', async () => {
    const host = await hostPage(inlineCode);
    const other = await journey.context.newPage();
    try {
      await other.setViewportSize({ width: 1280, height: 800 });
      await other.goto(host.url);
      const frame = other.frameLocator('iframe[title]');
      await frame.getByRole('heading', { name: 'Long form' }).waitFor();
      await expect.poll(() => frameHeight(other), { timeout: 10_000 }).toBeGreaterThan(1400);
      const first = await frameHeight(other);
      await frame.getByRole('button', { name: 'Next' }).click();
      await frame.getByLabel('Your name').waitFor();
      await expect.poll(() => frameHeight(other), { timeout: 10_000 }).toBeLessThan(700);
      // The frame is as tall as the page it shows: no blank space under step 2.
      const step2 = await frameHeight(other);
      expect(step2).toBeLessThan(first - 700);
      await other.screenshot({ path: path.join(shots, 'reach-inline-step2.png'), fullPage: true });
      expect(await axeViolations(other)).toEqual([]);
      await frame.getByLabel('Your name').fill('Ada');
      await frame.getByRole('button', { name: 'Send' }).click();
      await frame.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await expect.poll(() => frameHeight(other), { timeout: 10_000 }).toBeLessThan(step2);
      await other.screenshot({ path: path.join(shots, 'reach-inline-thanks.png'), fullPage: true });
    } finally {
      await other.close();
      host.close();
    }
  });

  it('opens the popup from its button and closes it with Close and with Escape, focus going back', async () => {
    const host = await hostPage(popupCode);
    const other = await journey.context.newPage();
    try {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await other.setViewportSize(size);
        await other.goto(host.url);
        const open = other.getByRole('button', { name: 'Talk to us' });
        const dialog = other.getByRole('dialog', { name: 'Talk to us' });
        await open.click();
        await dialog.waitFor();
        await dialog.frameLocator('iframe').getByRole('heading', { name: 'Long form' }).waitFor();
        expect(await other.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
        await other.screenshot({ path: path.join(shots, `reach-popup-${String(size.width)}.png`) });
        await other.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
        expect(await open.getAttribute('aria-expanded')).toBe('false');
      }
      const open = other.getByRole('button', { name: 'Talk to us' });
      const dialog = other.getByRole('dialog', { name: 'Talk to us' });
      await open.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Escape pressed inside the form closes it too (the form page tells embed.js).
      await open.click();
      const field = dialog.frameLocator('iframe').getByLabel('Tell us more, part 1', { exact: true });
      await field.click();
      await field.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await axeViolations(other)).toEqual([]);
    } finally {
      await other.close();
      host.close();
    }
  });

  it('gives the form a short address that shows the form and takes its answers, and a QR code to download', async () => {
    const { app, page } = journey;
    await page.goto(`${app.url}/editor/${String(form.id)}/share`);
    await page.getByRole('textbox', { name: 'Short address' }).fill('Summer Party');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('A short address uses lowercase letters').waitFor();
    await page.getByRole('textbox', { name: 'Short address' }).fill('summer-party');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('The short address is saved.').waitFor();
    const short = `${app.url}/f/summer-party`;
    expect(await page.getByRole('textbox', { name: 'Short link' }).inputValue()).toBe(short);
    await page.getByAltText(`QR code of ${short}`).waitFor();

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe(`form-${String(form.id)}-qr.png`);
    const pngBytes = readFileSync(await png.path());
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
    expect(pngBytes.length).toBeGreaterThan(1000);
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe(`form-${String(form.id)}-qr.svg`);
    expect(readFileSync(await svg.path(), 'utf8')).toMatch(/^<svg /);

    const visitor = await journey.context.newPage();
    try {
      await visitor.goto(short);
      await visitor.getByRole('heading', { name: 'Long form' }).waitFor();
      await visitor.getByRole('button', { name: 'Next' }).click();
      await visitor.getByLabel('Your name').fill('Grace');
      await visitor.getByRole('button', { name: 'Send' }).click();
      await visitor.getByRole('heading', { name: 'Thank you!' }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('refuses a file over the size limit next to its field before anything is sent', async () => {
    const { context } = journey;
    const files = await publishForm(owner, 'Job application', fileProps);
    const visitor = await context.newPage();
    try {
      await visitor.setViewportSize({ width: 390, height: 844 });
      const posts: string[] = [];
      visitor.on('request', (request) => {
        // The answers' post, not the progress beacon.
        if (request.method() === 'POST' && new URL(request.url()).pathname === `/form/view/${files.uuid}`)
          posts.push(request.url());
      });
      await visitor.goto(files.url);
      const input = visitor.getByLabel('Your CV');
      expect(await input.getAttribute('accept')).toBe('.pdf');
      await input.setInputFiles({
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
      });
      const message = "The file 'huge.pdf' is too large: at most 10 MB. Please choose a smaller file.";
      await visitor.getByText(message).waitFor();
      await visitor.getByRole('button', { name: 'Send' }).click();
      await visitor.getByText(message).waitFor();
      expect(posts).toEqual([]);
      await visitor.screenshot({ path: path.join(shots, 'reach-file-too-large-390.png'), fullPage: true });
      expect(await axeViolations(visitor)).toEqual([]);
      await input.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await visitor.getByText(message).waitFor({ state: 'detached' });
    } finally {
      await visitor.close();
    }
  });

  it('takes PDF only, up to 2 MB, once the owner says so in the builder: the page and the server refuse a PNG in words', async () => {
    const { app, page, context } = journey;
    await page.setViewportSize({ width: 1280, height: 800 });
    const res = await ownerRequest(owner, 'POST', '/forms', {
      id: null,
      title: 'Portfolio',
      private: 0,
      props: {
        elements: [
          { id: 1, type: 'File', label: 'Your portfolio' },
          { id: 2, type: 'Button', buttonText: 'Send' },
        ],
      },
    });
    const draft = (await res.json()) as { id: number; uuid: string };
    await page.goto(`${app.url}/editor/${String(draft.id)}/builder/question/1/properties`);
    const panel = page.getByRole('region', { name: 'Question Properties' });
    await panel.getByRole('group', { name: 'Accepted file types' }).getByRole('checkbox', { name: 'PDF' }).check();
    await panel.getByRole('textbox', { name: 'Largest file' }).fill('2');
    await panel.getByText('Visitors can send PDF files.').waitFor();
    await page.locator('.stage__form').getByText('Up to 2 MB · PDF files').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved · / })
      .waitFor();
    await page.screenshot({ path: path.join(shots, 'reach-file-types-builder-1280.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Your form is live' }).waitFor();

    const url = `${app.url}/form/view/${draft.uuid}`;
    const visitor = await context.newPage();
    try {
      await visitor.goto(url);
      const input = visitor.getByLabel('Your portfolio');
      expect(await input.getAttribute('accept')).toBe('.pdf');
      await visitor.getByText('Up to 2 MB · PDF files').waitFor();
      await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
      await visitor
        .getByText("The file 'photo.png' is not a type this question takes (PDF files). Please choose another file.")
        .waitFor();
    } finally {
      await visitor.close();
    }
    // Without the page's script the server refuses it too, naming the question and its types.
    const body = new FormData();
    body.append('q_1', new Blob([png], { type: 'image/png' }), 'photo.png');
    const refused = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "The file 'photo.png' cannot be sent: “Your portfolio” accepts PDF files.",
    );
  });

  it('keeps the builder header on one row at 1280 px once the form is published with changes', async () => {
    const { app, page } = journey;
    await page.setViewportSize({ width: 1280, height: 800 });
    // A change after publishing: the header and the list say 'Changes not published'.
    await page.goto(`${app.url}/editor/${String(form.id)}/builder`);
    await page.getByRole('heading', { name: 'Long form', level: 1 }).waitFor();
    const res = await fetch(`${app.url}/api/users/${String(owner.userId)}/forms/${String(form.id)}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const draft = (await res.json()) as Record<string, unknown>;
    const saved = await fetch(`${app.url}/api/users/${String(owner.userId)}/forms`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...draft, title: 'Long form with a longer name' }),
    });
    expect(saved.status).toBe(200);
    await page.reload();
    await page.getByText('Changes not published').first().waitFor();
    await page.screenshot({ path: path.join(shots, 'reach-builder-header-1280.png') });
    const header = page.locator('header.editor-header');
    const rowsOfHeader = async () => {
      const tops = await header.evaluate((node) =>
        [...node.children].map((child) => Math.round(child.getBoundingClientRect().top)),
      );
      return { rows: new Set(tops.map((top) => Math.round(top / 20))).size, tops: tops.join(', ') };
    };
    const english = await rowsOfHeader();
    expect(english.rows, `header children tops: ${english.tops}`).toBe(1);
    // In French too, whose words are longer ('Modifications non publiées', 'Enregistrer'): the back
    // link is its arrow alone at this width, and the save status two lines at most.
    await page.evaluate(() => localStorage.setItem('formbuilder.language', 'fr'));
    await page.reload();
    await page.getByText('Modifications non publiées').first().waitFor();
    await page.screenshot({ path: path.join(shots, 'reach-builder-header-1280-fr.png') });
    const french = await rowsOfHeader();
    expect(french.rows, `header children tops: ${french.tops}`).toBe(1);
    const status = await page.locator('.editor-actions .save-status').boundingBox();
    expect(status?.height ?? 0).toBeLessThan(45);
    // Nothing overlaps: the state's pill ends before the sections begin.
    const pill = await header.locator('.status-pill').boundingBox();
    const sections = await header.getByRole('navigation').boundingBox();
    expect((pill?.x ?? 0) + (pill?.width ?? 0)).toBeLessThanOrEqual(sections?.x ?? 0);
    await page.evaluate(() => localStorage.removeItem('formbuilder.language'));
  });

  it('shows every action of the forms table, Delete included, at 1280 px with the badge shown', async () => {
    const { app, page } = journey;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}/forms`);
    await page.getByText('Changes not published').first().waitFor();
    await page.screenshot({ path: path.join(shots, 'reach-forms-1280.png') });
    const remove = page.getByRole('button', { name: 'Delete Long form with a longer name' });
    const box = await remove.boundingBox();
    const wrap = await page.locator('.forms-table').evaluate((table) => {
      const scroller = table.parentElement?.getBoundingClientRect();
      return {
        right: scroller?.right ?? 0,
        scrollWidth: table.parentElement?.scrollWidth ?? 0,
        clientWidth: table.parentElement?.clientWidth ?? 0,
      };
    });
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(Math.min(1280, wrap.right));
    expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth);
    expect(await axeViolations(page)).toEqual([]);
  });
});
