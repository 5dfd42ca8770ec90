// Issue #5 budget: the public form page scores ≥ 95 for performance and for
// accessibility in Lighthouse on mobile settings (Debian's Chromium, never a
// downloaded browser), and the visitor's JavaScript stays ≤ 40 KB gzipped.
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, startServer } from './support.mjs';
import { importTools } from './tools.mjs';
import { publishedForm } from './forms-fixture.mjs';

export const name = 'lighthouse: public form page, mobile settings (performance, accessibility, visitor JS)';
const SCORE_BUDGET = 95;
const JS_BUDGET_BYTES = 40 * 1024;

export async function run() {
  const { lighthouse, chromeLauncher } = await importTools(
    'lighthouse',
    ['lighthouse@12.8.2', 'chrome-launcher@1.2.1'],
    "export { default as lighthouse } from 'lighthouse';\nexport * as chromeLauncher from 'chrome-launcher';\n",
  );
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const form = await publishedForm(server.url);
    const url = `${server.url}/form/view/${form.uuid}`;
    const html = await (await fetch(url)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    let jsGzipped = 0;
    for (const src of scripts) jsGzipped += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance', 'accessibility'], logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    const performance = Math.round((categories.performance?.score ?? 0) * 100);
    const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
    return {
      performance,
      accessibility,
      jsGzipped,
      lines: [`performance ${performance}, accessibility ${accessibility}, visitor JS ${(jsGzipped / 1024).toFixed(1)} KB gzipped (${scripts.length} script file${scripts.length === 1 ? '' : 's'})`],
      budgetText: `performance and accessibility ≥ ${SCORE_BUDGET}, visitor JS ≤ 40 KB gzipped`,
    };
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

export const budget = (r) => r.performance >= SCORE_BUDGET && r.accessibility >= SCORE_BUDGET && r.jsGzipped <= JS_BUDGET_BYTES;
