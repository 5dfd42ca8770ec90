// A form in several languages (docs/product.md, "Languages"): its public page, read in French
// through ?lang=fr and through Accept-Language, keeps ≥ 0.9× the views per second of the same form
// in one language, measured in the same run, interleaved (one language, French by ?lang=, French
// by Accept-Language, twice over) so that a slower spell of the machine falls on all three.
import autocannon from 'autocannon';
import { startServer } from './support.mjs';
import { FRENCH, publishedForm } from './forms-fixture.mjs';

export const name =
  'languages: GET /form/view/{uuid} of the 10-question form in French (?lang=fr, Accept-Language) against the same form in one language, 50 connections, 8 s each, interleaved twice (SQLite)';
const RATIO = 0.9;
const SECONDS = Number(process.env.BENCH_LANGUAGES_SECONDS ?? 8);

const load = async (url, headers = {}) => {
  const result = await autocannon({ url, headers, connections: 50, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

export async function run() {
  const server = await startServer();
  try {
    const single = await publishedForm(server.url);
    const several = await publishedForm(server.url, undefined, {
      languages: { default: 'en', more: ['fr', 'ar', 'de'], translations: { fr: FRENCH } },
    });
    const plain = `${server.url}/form/view/${single.uuid}`;
    const translated = `${server.url}/form/view/${several.uuid}`;
    const french = await (await fetch(`${translated}?lang=fr`)).text();
    if (!french.includes('lang="fr"') || !french.includes('Nom complet')) throw new Error('The page is not in French.');
    // Warm both pages' caches and the server's code paths before measuring.
    for (const url of [plain, `${translated}?lang=fr`]) await autocannon({ url, connections: 10, duration: 2 });
    const runs = { one: [], query: [], header: [] };
    for (let round = 0; round < 2; round += 1) {
      runs.one.push(await load(plain));
      runs.query.push(await load(`${translated}?lang=fr`));
      runs.header.push(await load(translated, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }));
    }
    const mean = (list) => list.reduce((sum, r) => sum + r.rps, 0) / list.length;
    const errors = Object.values(runs)
      .flat()
      .reduce((sum, r) => sum + r.errors, 0);
    const one = mean(runs.one);
    const ratio = Math.min(mean(runs.query), mean(runs.header)) / one;
    const line = (label, list) =>
      `${label}: ${Math.round(mean(list))} views/s (${list.map((r) => Math.round(r.rps)).join(', ')}), p99 ${Math.max(...list.map((r) => r.p99))} ms`;
    return {
      ratio,
      errors,
      lines: [
        line('one language', runs.one),
        line('French by ?lang=fr', runs.query),
        line('French by Accept-Language', runs.header),
        `the slower French page runs at ${ratio.toFixed(2)}× the one-language page, ${errors} errors`,
      ],
      budgetText: `≥ ${RATIO}× the one-language form's views/s, no errors`,
    };
  } finally {
    await server.stop();
  }
}

export const budget = (r) => r.ratio >= RATIO && r.errors === 0;
