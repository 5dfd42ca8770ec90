// @vitest-environment jsdom
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { drawPage, errorText, jsonResponse, query, typeInto } from './client-testing';

// The shipped file itself: built by build-client.mjs (core's zod-free runtime,
// no React; build-client.test.ts checks that no zod gets in) and run on a
// server-drawn page.
const renderer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outfile = path.join(renderer, 'dist/form-client.js');
let build: ReturnType<typeof spawnSync>;
let code = '';

beforeAll(() => {
  // esbuild's API refuses to run under jsdom, so the script runs as the lead runs it
  build = spawnSync(process.execPath, [path.join(renderer, 'build-client.mjs')], { cwd: renderer, encoding: 'utf8' });
  code = readFileSync(outfile, 'utf8');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const elements = [
  makeElement('Radio', 1, { label: 'Visit us?', options: ['Yes##yes', 'No##no'], isUnselectable: true }),
  makeElement('LocationAddress', 2, { label: 'Where from?', required: true }),
  makeElement('Number', 3, { label: 'Guests', minValue: 1, maxValue: 8 }),
  makeElement('Button', 4),
];
const rules = [
  { id: 1, type: 'showHide', if: { field: 1, operator: 'equals', value: 'yes' }, then: { command: 'show', field: 2 } },
] as const;

describe('dist/form-client.js', () => {
  it('builds within the 40 KB gzipped budget, without React', () => {
    expect(build.status, String(build.stderr)).toBe(0);
    expect(String(build.stdout)).toMatch(/KB raw, [\d.]+ KB gzipped \(budget 40\.0 KB\)/);
    expect(gzipSync(code).length).toBeLessThanOrEqual(40 * 1024);
    expect(code).not.toMatch(/react\.(production|development)|__SECRET_INTERNALS|react\.element/i);
  });

  it('takes the page over: rules, core validation and the server answer', async () => {
    const form = drawPage({ elements, rules: [...rules] });
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    // as the page's <script defer> would: in the window's global scope
    runInThisContext(code);

    expect(form.classList.contains('fb-no-js')).toBe(false);
    const where = query(form, '[data-element-id="2"]');
    expect(where.hidden).toBe(true);
    query<HTMLInputElement>(form, 'input[value="yes"]').click();
    expect(where.hidden).toBe(false);
    expect(query<HTMLInputElement>(form, '#q_2').required).toBe(true);

    typeInto(query<HTMLInputElement>(form, '#q_3'), '12');
    form.requestSubmit();
    expect(errorText(2)).toBe('Required field');
    expect(errorText(3)).toBe('Please enter a number of at most 8.');
    expect(fetch).not.toHaveBeenCalled();

    typeInto(query<HTMLInputElement>(form, '#q_2'), '8 Rue de Rivoli');
    query<HTMLInputElement>(form, 'input[data-location="lat"]').value = '48.85';
    query<HTMLInputElement>(form, 'input[data-location="lon"]').value = '2.35';
    typeInto(query<HTMLInputElement>(form, '#q_3'), '4');
    expect([errorText(2), errorText(3)]).toEqual([null, null]);

    fetch.mockResolvedValueOnce(
      jsonResponse(400, { message: 'Please correct the highlighted questions.', errors: { '3': 'Too many.' } }),
    );
    form.requestSubmit();
    await vi.waitFor(() => expect(errorText(3)).toBe('Too many.'));
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect((init?.body as FormData).get('q_2.lat')).toBe('48.85');
  });

  it('reports the first answer with navigator.sendBeacon, once', () => {
    const form = drawPage({ elements });
    const sendBeacon = vi.fn<(url: string) => boolean>(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>());
    try {
      runInThisContext(code);
      typeInto(query<HTMLInputElement>(form, '#q_3'), '2');
      typeInto(query<HTMLInputElement>(form, '#q_3'), '3');
      expect(sendBeacon.mock.calls).toEqual([['/form/view/abc/progress?step=start']]);
    } finally {
      Reflect.deleteProperty(window.navigator, 'sendBeacon');
    }
  });
});
