import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The lint boundaries of STYLE.md §9, checked through the repository's own ESLint config,
// for package names and for relative paths that climb into another package (issue #9).
// Lives in server because only server may import ESLint under those same boundaries.
const root = fileURLToPath(new URL('../../..', import.meta.url));
// The probe files exist only in memory, where the type-aware project service cannot see
// them; the boundary rules read import paths, not types.
const eslint = new ESLint({ cwd: root, overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked } });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/no-relative-crossing')
    .map((m) => m.message);
}

describe('package boundaries in lint', () => {
  it.each([
    ['packages/core/src/boundary-probe.ts', "import { x } from '../../renderer/src/x';"],
    ['packages/core/src/elements/boundary-probe.ts', "import { x } from '../../../server/src/x';"],
    ['packages/core/src/boundary-probe.ts', "export { x } from '../../web/src/x';"],
    ['packages/renderer/src/boundary-probe.ts', "import { x } from '../../web/src/x';"],
    ['packages/renderer/src/client/boundary-probe.ts', "const { x } = await import('../../../server/src/x');"],
    ['packages/web/src/forms/boundary-probe.tsx', "import { x } from '../../../server/src/x';"],
    ['packages/web/src/boundary-probe.ts', "import { x } from '@formbuilder/server/testing';"],
    ['packages/renderer/src/boundary-probe.ts', "import { x } from '@formbuilder/web';"],
  ])('refuses in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    // Within the package, even when the path names a folder like another package's.
    ['packages/core/src/elements/boundary-probe.ts', "import { x } from '../server/x';"],
    ['packages/renderer/src/boundary-probe.ts', "import { x } from '../../core/src/x';"],
    ['packages/web/src/boundary-probe.ts', "import { x } from '../../renderer/src/x';"],
    ['packages/server/src/boundary-probe.ts', "import { x } from '../../web/src/x';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
