import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// The build's own options (server-bundle.mjs), written to memory rather than to dist/.
import { serverBundle } from '../../server-bundle.mjs';

// What the server loads when it starts, read from the bundle `npm run build` makes
// (docs/architecture.md, "Memory").
const bundle = await build({ ...serverBundle, write: false, sourcemap: false, logLevel: 'silent' });
const code = bundle.outputFiles?.[0]?.text ?? '';
const staticImports = new Set([...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]));

describe('the server bundle', () => {
  it("renders with React's production build, bundled", () => {
    expect(code).toContain('react-dom-server.node.production');
    expect(code).not.toContain('react-dom-server.node.development');
    expect([...staticImports].filter((name) => /^react(-dom)?(\/|$)/.test(name ?? ''))).toEqual([]);
  });

  it('loads at start what every request may need', () => {
    expect(staticImports).toContain('fastify');
    expect(staticImports).toContain('kysely');
  });

  it('leaves the parsers and drivers only some requests need to their first use', () => {
    for (const name of ['exceljs', 'css-tree', 'pg', 'pdfkit', 'file-type', 'saxes', 'yazl'])
      expect(staticImports).not.toContain(name);
  });
}, 60_000);
