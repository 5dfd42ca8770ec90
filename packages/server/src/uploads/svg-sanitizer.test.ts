import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SvgParseError } from './svg-sanitizer';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('sanitizeSvg', () => {
  it('keeps a plain drawing as it is, with the SVG namespace', () => {
    const svg =
      '<svg width="10" height="10" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#f00"/><text x="1" y="9">Hi &amp; bye</text></svg>';
    expect(sanitizeSvg(svg)).toBe(
      `<svg ${NS} width="10" height="10" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#f00"/><text x="1" y="9">Hi &amp; bye</text></svg>`,
    );
  });

  it('drops scripts, foreignObject, animation and event handlers, whatever their case', () => {
    const svg = `<?xml version="1.0"?>
      <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">
        <script>alert(2)</script><script type="text/ecmascript"><![CDATA[alert(3)]]></script>
        <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(4)"/></body></foreignObject>
        <rect width="5" height="5" onclick="alert(5)" ONMOUSEOVER="alert(6)"/>
        <a href="#r"><set attributeName="href" to="javascript:alert(7)"/><animate attributeName="href" values="javascript:alert(8)"/><circle r="1"/></a>
        <SCRIPT>alert(9)</SCRIPT>
      </svg>`;
    const clean = sanitizeSvg(svg) ?? '';
    expect(clean).not.toMatch(/script|alert|foreignObject|onload|onclick|onmouseover|onerror|<set|<animate|<a[\s>]/i);
    expect(clean).toContain('<rect width="5" height="5"/>');
    expect(clean).toContain('<circle r="1"/>');
  });

  it('keeps references inside the image and drops every other link', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
      <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
      <use xlink:href="#g"/><use href="  #g"/>
      <use xlink:href="javascript:alert(1)"/><use href="&#106;avascript:alert(1)"/><use href="https://evil.test/x.svg#a"/>
      <image href="https://evil.test/track.png"/><image href="data:image/svg+xml;base64,PHN2Zz4="/>
      <image xlink:href="data:image/png;base64,iVBORw0KGgo="/>
      <rect fill="url(#g)" stroke="url(https://evil.test/s)" style="fill:url( 'https://evil.test/f' )"/>
    </svg>`;
    const clean = sanitizeSvg(svg) ?? '';
    expect(clean).not.toMatch(/javascript|evil\.test|svg\+xml/);
    expect(clean).toContain('<use xlink:href="#g"/>');
    expect(clean).toContain('<use href="  #g"/>');
    expect(clean).toContain('<image xlink:href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(clean).toContain('<rect fill="url(#g)"/>');
  });

  it('keeps a style sheet that loads nothing and drops one that imports or fetches', () => {
    const safe = sanitizeSvg(
      '<svg><style><![CDATA[.a{fill:#f00} .b>c{fill:url(#g)}]]></style><path class="a" d="M0 0h1"/></svg>',
    );
    expect(safe).toContain('<style>.a{fill:#f00} .b&gt;c{fill:url(#g)}</style>');
    for (const css of [
      '@import url(https://evil.test/a.css);',
      '.a{background:url(https://evil.test/p)}',
      '.a{fill:\\75 rl(x)}',
      '@IMPORT "x.css";',
    ]) {
      expect(sanitizeSvg(`<svg><style>${css}</style><path d="M0 0"/></svg>`)).toBe(`<svg ${NS}><path d="M0 0"/></svg>`);
    }
    expect(sanitizeSvg('<svg><rect style="fill:red;background-image:url(http://evil.test/x)"/></svg>')).toBe(
      `<svg ${NS}><rect/></svg>`,
    );
  });

  it('drops editor metadata, foreign namespaces, processing instructions and comments', () => {
    const svg = `<?xml-stylesheet href="https://evil.test/a.xsl" type="text/xsl"?>
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.0" xml:base="https://evil.test/">
        <!-- a comment --><metadata><rdf:RDF xmlns:rdf="x"/></metadata><inkscape:grid/><path d="M0 0" inkscape:label="x"/>
      </svg>`;
    expect(sanitizeSvg(svg)).toBe(`<svg ${NS}>\n        <path d="M0 0"/>\n      </svg>`);
  });

  it('escapes text and attribute values on the way out', () => {
    expect(sanitizeSvg(`<svg><text class='a"b'>&lt;script&gt;x&lt;/script&gt;</text></svg>`)).toBe(
      `<svg ${NS}><text class="a&quot;b">&lt;script&gt;x&lt;/script&gt;</text></svg>`,
    );
  });

  it('reads CDATA, comments and character references as text, never as markup', () => {
    expect(sanitizeSvg('<svg><text><![CDATA[<script>alert(1)</script>]]></text></svg>')).toBe(
      `<svg ${NS}><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>`,
    );
    expect(sanitizeSvg('<svg><text>a<!-- <script>alert(1)</script> -->b</text></svg>')).toBe(
      `<svg ${NS}><text>ab</text></svg>`,
    );
    expect(sanitizeSvg('<svg><text>&#60;script&#x3E;</text><rect class="&#34;&gt;"/></svg>')).toBe(
      `<svg ${NS}><text>&lt;script&gt;</text><rect class="&quot;&gt;"/></svg>`,
    );
  });

  it('keeps a DOCTYPE naming an external DTD out of the result and never loads it', () => {
    expect(sanitizeSvg('<!DOCTYPE svg SYSTEM "file:///etc/passwd"><svg><path d="M0 0"/></svg>')).toBe(
      `<svg ${NS}><path d="M0 0"/></svg>`,
    );
  });

  it('answers null for a document whose root is not <svg>', () => {
    expect(sanitizeSvg('<html><body><script>alert(1)</script></body></html>')).toBeNull();
    expect(sanitizeSvg('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>')).toBeNull();
  });

  it.each([
    ['not closed', '<svg><rect></svg>'],
    ['unquoted attribute', '<svg width=10/>'],
    ['repeated attribute', '<svg width="1" width="2"/>'],
    ['unknown entity', '<svg><text>&nbsp;</text></svg>'],
    ['bare ampersand', '<svg><text>a & b</text></svg>'],
    ['two roots', '<svg/><svg/>'],
    ['entity declarations', '<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><svg><text>&b;</text></svg>'],
    ['text before the root', 'hello <svg/>'],
    ['deep nesting', `<svg>${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`],
    ['an external entity', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg><text>&x;</text></svg>'],
    ['a parameter entity', '<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://evil.test/p.dtd"> %p;]><svg/>'],
    ['a DOCTYPE inside the root', '<svg><!DOCTYPE svg></svg>'],
    ['an entity named like an object property', '<svg><text>&constructor;</text></svg>'],
    ['a control character', '<svg><text>a\u0001b</text></svg>'],
    ['a control character by reference', '<svg><text>&#1;</text></svg>'],
    ['"]]>" in text', '<svg><text>a]]>b</text></svg>'],
    ['"--" in a comment', '<svg><!-- a -- b --></svg>'],
    ['an XML declaration after the start', '<svg><?xml version="1.0"?></svg>'],
    ['an unclosed CDATA section', '<svg><![CDATA[<rect/></svg>'],
    ['an empty document', ''],
  ])('refuses malformed XML (%s)', (_why, svg) => {
    expect(() => sanitizeSvg(svg)).toThrow(SvgParseError);
  });
});
