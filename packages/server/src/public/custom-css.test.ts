import { describe, expect, it } from 'vitest';
import { sanitizeCustomCss } from './custom-css';

const clean = (value: string) => sanitizeCustomCss({ value, isEncoded: false });

describe('custom CSS on the public page (issue #5)', () => {
  it('keeps ordinary styling', () => {
    expect(clean('.fb-title { color: #c00; font-size: 2rem }')).toBe('.fb-title{color:#c00;font-size:2rem}');
    expect(clean('@media (max-width: 600px) { .fb-form { padding: 0 } }')).toContain('@media');
  });

  it('drops @import and other fetching at-rules', () => {
    expect(clean('@import url("https://evil.example/x.css"); .a{color:red}')).toBe('.a{color:red}');
    expect(clean('@font-face { font-family: x; src: url(https://evil.example/f.woff) } .a{color:red}')).toBe('.a{color:red}');
  });

  it('drops external url() but keeps data: urls', () => {
    expect(clean('.a { background: url(https://evil.example/p.png); color: red }')).toBe('.a{color:red}');
    expect(clean('.a { background: url(//evil.example/p.png) }')).toBe('.a{}');
    expect(clean('.a { background-image: url("data:image/png;base64,AAAA") }')).toContain('data:image/png');
    expect(clean('.a { background: image-set("https://evil.example/p.png" 1x) }')).toBe('.a{}');
  });

  it('drops rules that select on attribute values (a keylogger in CSS)', () => {
    expect(clean('input[value^="a"] { background: red } .b { color: blue }')).toBe('.b{color:blue}');
    expect(clean('input[required] { border-color: red }')).toBe('input[required]{border-color:red}');
  });

  it('drops script-carrying properties and cannot close the style element', () => {
    expect(clean('.a { behavior: url(x.htc); -moz-binding: url(x.xml); color: red }')).toBe('.a{color:red}');
    expect(clean('.a { color: red } </style><script>alert(1)</script>')).not.toContain('</style>');
  });

  it('decodes base64 when isEncoded is set, and ignores garbage', () => {
    expect(sanitizeCustomCss({ value: Buffer.from('.a{color:red}').toString('base64'), isEncoded: true })).toBe('.a{color:red}');
    expect(sanitizeCustomCss(undefined)).toBe('');
  });
});
