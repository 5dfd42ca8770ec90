// CSS lets any character of a name be written as an escape: `u\72l(`, `ur\l(` and
// `\75 rl(` are all `url(` to a browser (CSS Syntax §4.3.7). Names are compared only
// after decoding, the way the browser reads them, or a filter looking for "url"
// would miss them (issue #8, F5).

const HEX = /^[0-9a-f]$/i;
const WHITESPACE = /^[ \t\n\r\f]$/;
const NEWLINE = /^[\n\r\f]$/;
const REPLACEMENT = 0xfffd;

/** The text with every CSS escape replaced by the character it stands for. */
export function decodeCssEscapes(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (char !== '\\') {
      out += char;
      i += 1;
      continue;
    }
    i += 1;
    const next = text.charAt(i);
    if (next === '') {
      // A backslash at the end stands for U+FFFD in a name, for nothing in a string.
      break;
    }
    if (NEWLINE.test(next)) {
      // Only valid inside a string, as a line continuation: it is dropped.
      i += next === '\r' && text.charAt(i + 1) === '\n' ? 2 : 1;
      continue;
    }
    if (!HEX.test(next)) {
      out += next;
      i += 1;
      continue;
    }
    let hex = '';
    while (hex.length < 6 && HEX.test(text.charAt(i))) {
      hex += text.charAt(i);
      i += 1;
    }
    // One whitespace after the hex digits ends the escape and is part of it.
    if (text.charAt(i) === '\r' && text.charAt(i + 1) === '\n') i += 2;
    else if (WHITESPACE.test(text.charAt(i))) i += 1;
    const code = parseInt(hex, 16);
    const valid = code !== 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    out += String.fromCodePoint(valid ? code : REPLACEMENT);
  }
  return out;
}

/** A name (function, property, at-rule) as the browser matches it: decoded, ASCII lower case. */
export function cssName(raw: string): string {
  return decodeCssEscapes(raw).replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** A string token's value without its quotes, decoded. */
export function cssStringValue(token: string): string {
  const quote = token.charAt(0);
  const body = token.endsWith(quote) && token.length > 1 ? token.slice(1, -1) : token.slice(1);
  return decodeCssEscapes(body);
}
