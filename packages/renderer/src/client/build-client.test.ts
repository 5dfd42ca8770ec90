import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleClient, zodImporters } from '../../build-client.mjs';

// docs/architecture.md, "The visitor's script": the visitor's script takes core's zod-free runtime entry, and
// build-client.mjs refuses a bundle that zod reaches (in node: esbuild's API
// refuses to run under jsdom, where bundle.test.ts runs the built file).
const resolveDir = path.dirname(fileURLToPath(import.meta.url));
const bundleOf = (contents: string) => bundleClient({ stdin: { contents, resolveDir, loader: 'ts' } });

describe('build-client.mjs zod check', () => {
  it('finds no zod in the form script, which still takes core in', async () => {
    const bundle = await bundleClient();
    expect(bundle.zodInputs).toEqual([]);
    expect(bundle.inputs.some((input) => input.endsWith('core/src/rules/validate.ts'))).toBe(true);
  });

  it('finds no zod behind any of the runtime entry, used or not', async () => {
    const bundle = await bundleOf("export * from '@formbuilder/core/runtime';");
    expect(bundle.inputs.some((input) => input.endsWith('core/src/runtime.ts'))).toBe(true);
    expect(bundle.zodInputs).toEqual([]);
  });

  it('catches zod coming in through the main entry, and names who imports it', async () => {
    const bundle = await bundleOf(
      "import { elementSchema } from '@formbuilder/core'; console.log(elementSchema.safeParse({}));",
    );
    expect(bundle.zodInputs.length).toBeGreaterThan(0);
    expect(zodImporters(bundle)).toContainEqual(expect.stringMatching(/core\/src\/schemas\/element\.ts$/));
  });
});
