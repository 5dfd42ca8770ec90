// `npm run bench`: runs every benchmark in this folder against the built server
// (run `npm run build` first) and fails when one misses its budget.
// Usage: npm run bench [-- name ...]   e.g. npm run bench -- api-floor
import { readdirSync } from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.includes(f.replace('.bench.mjs', '')));

let failed = 0;
for (const file of files) {
  const { name, budget, run } = await import(path.join(import.meta.dirname, file));
  console.log(`\n▶ ${name}`);
  const result = await run();
  for (const line of result.lines) console.log(`  ${line}`);
  const ok = budget(result);
  console.log(`  ${ok ? 'within budget' : 'OVER BUDGET'}: ${result.budgetText}`);
  if (!ok) failed += 1;
}
process.exit(failed ? 1 : 0);
