// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ElementView } from './element-view';
import { FormView } from './form-view';
import { makeElement, one, ssr } from './testing';
import { formPropsSchema } from '@formbuilder/core';

const here = import.meta.dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('RichText', () => {
  it('is the only place that writes raw HTML (docs/architecture.md, "Security stance")', () => {
    const writers = sourceFiles(here)
      .filter((path) => readFileSync(path, 'utf8').includes('dangerouslySetInnerHTML'))
      .map((path) => relative(here, path));
    expect(writers).toEqual(['rich-text.tsx']);
  });

  it('draws a sanitised rich-text label as HTML', () => {
    const root = ssr(
      <ElementView element={makeElement('TextBox', 1, { label: 'Your <strong>name</strong>' })} mode="renderer" />,
    );
    expect(one(root, 'label strong').textContent).toBe('name');
  });

  it('escapes plain strings: sublabels, options, titles, errors', () => {
    const element = makeElement('Radio', 2, { sublabelText: '<b>x</b>', options: ['<i>a</i>##<a>'] });
    const root = ssr(<ElementView element={element} mode="renderer" error="<script>1</script>" />);
    expect(root.querySelector('b, i, script')).toBeNull();
    expect(one(root, '.fb-sublabel').textContent).toBe('<b>x</b>');
    expect(one<HTMLInputElement>(root, 'input').value).toBe('<a>');
    const title = ssr(
      <FormView form={{ title: '<em>T</em>', props: formPropsSchema.parse({ elements: [] }) }} mode="renderer" />,
    );
    expect(title.querySelector('em')).toBeNull();
  });
});
