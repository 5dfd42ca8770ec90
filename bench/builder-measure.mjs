// Measurements of bench/builder.bench.mjs inside Chromium: main-thread script
// time of one builder change (CDP Performance.ScriptDuration, so React's
// render, commit and effects all count), and the JavaScript a route loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const distAssets = path.resolve(import.meta.dirname, '../packages/web/dist/assets');

async function scriptSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

/** Waits until React has committed and the browser has drawn a frame. */
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** Script milliseconds of `action`, measured `times` times after one warm-up; returns the median and the worst. */
export async function scriptTime(page, cdp, action, times = 7) {
  await action(-1);
  await settle(page);
  const samples = [];
  for (let i = 0; i < times; i += 1) {
    await settle(page);
    const before = await scriptSeconds(cdp);
    await action(i);
    await settle(page);
    samples.push(((await scriptSeconds(cdp)) - before) * 1000);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], worst: samples.at(-1) };
}

/** The script files (under /assets/) a page loads while `load` runs. */
export async function scriptsLoaded(page, load) {
  const files = new Set();
  const record = (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) files.add(path.basename(url.pathname));
  };
  page.on('response', record);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return [...files].sort();
}

/** Gzipped size in KB of built files, read from packages/web/dist/assets. */
export function gzipKb(files) {
  return (
    files.reduce(
      (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distAssets, file)), { level: 9 }).length,
      0,
    ) / 1024
  );
}
