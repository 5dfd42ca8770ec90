import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SVG_ATTRIBUTES, SVG_ELEMENTS, SvgParseError } from './svg-sanitizer';

// Uploaded SVG would go through a maintained sanitiser unless a test table
// shows the library missing a case that ours catches. This is that table: sanitize-html (the
// maintained sanitiser the server already uses for rich text) given the same element and
// attribute allow-lists, XML mode, and only in-image references and inline pictures, still lets
// each of these through, where ours does not. If a row starts failing, the library has caught
// up: switch to it.
const library = (svg: string) =>
  sanitizeHtml(svg, {
    parser: { xmlMode: true },
    allowedTags: [...SVG_ELEMENTS],
    allowedAttributes: { '*': [...SVG_ATTRIBUTES] },
    allowedSchemes: [],
    allowedSchemesByTag: { image: ['data'] },
    allowProtocolRelative: false,
    // <style> is in the allow-list: SVG drawings use it for their classes.
    allowVulnerableTags: true,
  });

const table: [string, string, RegExp][] = [
  [
    'a style sheet that imports another',
    '<svg><style>@import url(https://evil.test/a.css);</style><path d="M0 0"/></svg>',
    /evil\.test/,
  ],
  [
    'a style sheet that fetches a picture',
    '<svg><style>.a{background:url(https://evil.test/p)}</style><path d="M0 0"/></svg>',
    /evil\.test/,
  ],
  ['a presentation attribute that fetches', '<svg><rect fill="url(https://evil.test/s)"/></svg>', /evil\.test/],
  [
    'an inline SVG picture (its own scripts) in <image>',
    '<svg><image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+"/></svg>',
    /svg\+xml/,
  ],
];

describe('uploaded SVG: what a maintained sanitiser misses and ours catches', () => {
  it.each(table)('%s', (_case, svg, leak) => {
    expect(library(svg)).toMatch(leak);
    expect(sanitizeSvg(svg) ?? '').not.toMatch(leak);
  });

  it('an entity bomb (entities that expand entities): the library reads it, ours refuses the file', () => {
    const bomb = `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg><text>&b;</text></svg>`;
    expect(() => library(bomb)).not.toThrow();
    expect(() => sanitizeSvg(bomb)).toThrow(SvgParseError);
  });
});
