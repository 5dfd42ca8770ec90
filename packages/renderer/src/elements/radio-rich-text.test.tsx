// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';

// docs/product.md §B3 table, Radio: `editor` and `editorForOptions` decide whether
// the label and the options are rich text.
const label = '<p>Pick <strong>one</strong> &amp; go</p>';
const options = ['<em>Red</em>##r', 'Blue &amp; green##bg'];
const texts = (root: ParentNode) => [...root.querySelectorAll('.fb-choice-text')];

describe('Radio rich text', () => {
  it('shows the label and options as plain text without the flags', () => {
    const root = ssr(<ElementView element={makeElement('Radio', 1, { label, options })} mode="renderer" />);
    const legend = one(root, 'legend');
    expect(legend.querySelector('strong, p')).toBeNull();
    expect(legend.textContent).toBe('Pick one & go');
    expect(texts(root).map((text) => [text.textContent, text.querySelector('em') === null])).toEqual([
      ['Red', true],
      ['Blue & green', true],
    ]);
  });

  it('draws the label as rich text with editor, the options with editorForOptions', () => {
    const root = ssr(
      <ElementView
        element={makeElement('Radio', 1, { label, options, editor: true, editorForOptions: true })}
        mode="renderer"
      />,
    );
    expect(one(root, 'legend strong').textContent).toBe('one');
    expect(one(texts(root)[0] as Element, 'em').textContent).toBe('Red');
    expect(one<HTMLInputElement>(root, 'input[value=r]').name).toBe('q_1');
  });

  it('keeps each flag to its own part', () => {
    const root = ssr(
      <ElementView element={makeElement('Radio', 1, { label, options, editorForOptions: true })} mode="viewer" />,
    );
    expect(one(root, 'legend').querySelector('strong')).toBeNull();
    expect(texts(root)[0]?.querySelector('em')).not.toBeNull();
  });
});
