// The public page's Lighthouse budget: the public form page scores ≥ 95 for performance and for
// accessibility in Lighthouse on mobile settings (Debian's Chromium, never a
// downloaded browser), and the visitor's JavaScript stays ≤ 40 KB gzipped.
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath, startServer } from './support.mjs';
import { importTools } from './tools.mjs';
import { publishedForm } from './forms-fixture.mjs';

export const name =
  'lighthouse: public form page, mobile settings (performance, accessibility, SEO, best practices, visitor JS)';
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
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const form = await publishedForm(server.url);
    const url = `${server.url}/form/view/${form.uuid}`;
    const html = await (await fetch(url)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    let jsGzipped = 0;
    for (const src of scripts)
      jsGzipped += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      logLevel: 'error',
    });
    const categories = result?.lhr.categories ?? {};
    const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
    const scores = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
    };
    return {
      scores,
      jsGzipped,
      lines: [
        `performance ${scores.performance}, accessibility ${scores.accessibility}, SEO ${scores.seo}, best practices ${scores.bestPractices}, visitor JS ${(jsGzipped / 1024).toFixed(1)} KB gzipped (${scripts.length} script file${scripts.length === 1 ? '' : 's'})`,
      ],
      budgetText: `performance, accessibility, SEO and best practices ≥ ${SCORE_BUDGET}, visitor JS ≤ 40 KB gzipped`,
    };
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

export const budget = (r) =>
  Object.values(r.scores).every((value) => value >= SCORE_BUDGET) && r.jsGzipped <= JS_BUDGET_BYTES;
