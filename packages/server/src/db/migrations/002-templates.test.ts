import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import frozenTemplates from './002-templates.data.json' with { type: 'json' };

// Migrations are history: 002 inserts the templates as they first shipped, on
// every install, whatever later happens to src/templates/data.
describe('migration 002, the starter templates', () => {
  it('reads nothing from the live template files', () => {
    const source = readFileSync(new URL('./002-templates.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual(['kysely', './context', './002-templates.data.json']);
  });

  it('carries the data it shipped with, unchanged', () => {
    const digest = createHash('sha256').update(JSON.stringify(frozenTemplates)).digest('hex');
    // Changing this hash rewrites history for existing installs: add a migration instead.
    expect(digest).toBe('d4c8e175ebab075a0b395d209070eff9708fbb60fef1d6c1479c8342338c253c');
    expect(frozenTemplates.map((template) => template.title)).toHaveLength(16);
  });
});
