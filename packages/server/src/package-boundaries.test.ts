import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The lint boundaries of docs/architecture.md, "Package boundaries", checked through the repository's own ESLint config,
// for package names and for relative paths that climb into another package.
// Lives in server because only server may import ESLint under those same boundaries.
const root = fileURLToPath(new URL('../../..', import.meta.url));
// The probe files exist only in memory, where the type-aware project service cannot see
// them; the boundary rules read import paths, not types.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId?.startsWith('boundaries/'))
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

// The server's folders, by the same config: each rule refuses its crossing and leaves the
// folders' allowed imports, tests and test support alone.
describe('server folder boundaries in lint', () => {
  const server = 'packages/server/src';
  it.each([
    [`${server}/public/boundary-probe.ts`, "import { x } from '../submissions/intake.service';"],
    [`${server}/integrations/email/boundary-probe.ts`, "import { x } from '../webhooks/webhook-delivery';"],
    [`${server}/integrations/google/boundary-probe.ts`, "export { x } from '../email/submission-mails';"],
    [`${server}/integrations/webhooks/boundary-probe.ts`, "const { x } = await import('../google/google-access');"],
    [`${server}/answers/boundary-probe.ts`, "import { x } from '../submissions/submissions.store';"],
    [`${server}/answers/boundary-probe.ts`, "import { x } from '../public/results.service';"],
    [`${server}/answers/boundary-probe.ts`, "import { x } from '../responses/responses.store';"],
    [`${server}/answers/boundary-probe.ts`, "import { x } from '../integrations/email/submission-mails';"],
    [`${server}/db/migrations/boundary-probe.ts`, "import { x } from '../../answers/answer-counts';"],
    [`${server}/db/migrations/boundary-probe.ts`, "import { x } from '../../../../core/src/x';"],
  ])('refuses in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    [`${server}/public/boundary-probe.ts`, "import { x } from '../answers/entry-values';"],
    [`${server}/submissions/boundary-probe.ts`, "import { x } from '../public/page-reply';"],
    [`${server}/integrations/email/boundary-probe.ts`, "import { x } from './submission-mails';"],
    [`${server}/integrations/google/boundary-probe.ts`, "import { x } from '../../answers/stored-answers';"],
    [`${server}/answers/boundary-probe.ts`, "import { x } from '../db/schema';"],
    [`${server}/db/migrations/boundary-probe.ts`, "import { x } from './context';"],
    [`${server}/db/migrations/boundary-probe.ts`, "import { x } from '../schema';"],
    [`${server}/public/boundary-probe.test.ts`, "import { x } from '../submissions/intake-testing';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
