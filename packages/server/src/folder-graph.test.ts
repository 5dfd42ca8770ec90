import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderImports, folderOf, readSources } from './test/folder-graph';

// The server's folders form layers: no folder imports one that imports it back, however long
// the way round. Read from the sources each run, so a new import that closes a loop fails here
// with the imports that make it.
const sources = readSources(fileURLToPath(new URL('.', import.meta.url)));

describe("the server's folders", () => {
  it('import one another without cycles', () => {
    expect(folderCycles(folderImports(sources))).toEqual([]);
  });

  it('are told apart as the graph needs', () => {
    expect(folderOf('app.ts')).toBe('.');
    expect(folderOf('db/migrations/009-answer-counts.ts')).toBe('db');
    expect(folderOf('integrations/email/submission-mail.ts')).toBe('integrations/email');
    expect(folderOf('submissions/intake-testing.ts')).toBe('test');
  });

  it('would show a new cycle with the imports that make it', () => {
    const probe = new Map(sources).set('answers/cycle-probe.ts', "import { x } from '../submissions/intake.service';");
    const [cycle, ...others] = folderCycles(folderImports(probe));
    expect(others).toEqual([]);
    expect(cycle?.folders).toEqual(expect.arrayContaining(['answers', 'submissions']));
    expect(cycle?.imports).toContain(
      "answers → submissions: answers/cycle-probe.ts imports '../submissions/intake.service'",
    );
  });
});
