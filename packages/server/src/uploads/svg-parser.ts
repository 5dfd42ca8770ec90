// A small, strict XML reader for uploaded SVG images. It accepts well-formed XML
// only (one root, matching tags, quoted attributes, the five predefined entities
// and character references) and refuses what an image never needs: a DOCTYPE
// with an internal subset (entity expansion), unknown entities, deep nesting.
// Comments and processing instructions are read and dropped.

export interface XmlElement {
  name: string;
  attributes: [string, string][];
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

export class SvgParseError extends Error {
  override name = 'SvgParseError';
}

const MAX_DEPTH = 200;
const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new SvgParseError('a "&" is not followed by an entity reference');
    const predefined = PREDEFINED[ref];
    if (predefined !== undefined) return predefined;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(ref);
    const code = numeric ? parseInt(numeric[1] ?? numeric[2] ?? '', numeric[1] ? 16 : 10) : NaN;
    if (!Number.isInteger(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new SvgParseError(`the entity "&${ref};" is not known`);
    }
    return String.fromCodePoint(code);
  });
}

/** Parses the text of an XML document into its root element. Throws SvgParseError. */
export function parseXml(source: string): XmlElement {
  let pos = source.charCodeAt(0) === 0xfeff ? 1 : 0;

  const fail = (why: string): never => {
    const line = source.slice(0, pos).split('\n').length;
    throw new SvgParseError(`${why} (line ${line})`);
  };
  const skipSpace = () => {
    SPACE.lastIndex = pos;
    SPACE.exec(source);
    pos = SPACE.lastIndex;
  };
  const readName = (): string => {
    NAME.lastIndex = pos;
    const match = NAME.exec(source);
    if (!match) return fail('a name was expected');
    pos = NAME.lastIndex;
    return match[0];
  };
  const skipPast = (end: string, what: string) => {
    const at = source.indexOf(end, pos);
    if (at < 0) fail(`${what} is not closed`);
    const body = source.slice(pos, at);
    pos = at + end.length;
    return body;
  };
  /** Comments, processing instructions and white space between markup. */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (source.startsWith('<!--', pos)) {
        pos += 4;
        skipPast('-->', 'a comment');
      } else if (source.startsWith('<?', pos)) {
        pos += 2;
        skipPast('?>', 'a processing instruction');
      } else return;
    }
  };

  function readAttributes(): [string, string][] {
    const attributes: [string, string][] = [];
    for (;;) {
      const before = pos;
      skipSpace();
      const next = source[pos];
      if (next === '>' || next === '/' || next === undefined) return attributes;
      if (pos === before) fail('attributes must be separated by white space');
      const name = readName();
      skipSpace();
      if (source[pos] !== '=') fail(`the attribute "${name}" has no value`);
      pos += 1;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") return fail(`the value of "${name}" is not quoted`);
      pos += 1;
      const raw = skipPast(quote, `the value of "${name}"`);
      if (raw.includes('<')) fail(`the value of "${name}" contains "<"`);
      if (attributes.some(([n]) => n === name)) fail(`the attribute "${name}" is repeated`);
      attributes.push([name, decodeEntities(raw).replace(/[\t\r\n]/g, ' ')]);
    }
  }

  function readElement(depth: number): XmlElement {
    if (depth > MAX_DEPTH) fail('the elements are nested too deeply');
    pos += 1; // '<'
    const name = readName();
    const element: XmlElement = { name, attributes: readAttributes(), children: [] };
    if (source.startsWith('/>', pos)) {
      pos += 2;
      return element;
    }
    if (source[pos] !== '>') fail(`the tag "${name}" is not closed`);
    pos += 1;
    for (;;) {
      const lt = source.indexOf('<', pos);
      if (lt < 0) fail(`the element "${name}" is not closed`);
      if (lt > pos) element.children.push(decodeEntities(source.slice(pos, lt)));
      pos = lt;
      if (source.startsWith('</', pos)) {
        pos += 2;
        const closing = readName();
        if (closing !== name) fail(`"</${closing}>" does not close "<${name}>"`);
        skipSpace();
        if (source[pos] !== '>') fail(`the end tag "${name}" is not closed`);
        pos += 1;
        return element;
      }
      if (source.startsWith('<!--', pos)) {
        pos += 4;
        skipPast('-->', 'a comment');
      } else if (source.startsWith('<![CDATA[', pos)) {
        pos += 9;
        element.children.push(skipPast(']]>', 'a CDATA section'));
      } else if (source.startsWith('<?', pos)) {
        pos += 2;
        skipPast('?>', 'a processing instruction');
      } else if (source.startsWith('<!', pos)) {
        fail('a declaration is not allowed inside an element');
      } else {
        element.children.push(readElement(depth + 1));
      }
    }
  }

  skipMisc();
  if (source.startsWith('<!DOCTYPE', pos)) {
    const end = source.indexOf('>', pos);
    if (end < 0) fail('the DOCTYPE is not closed');
    // An internal subset can declare entities ("billion laughs", external files).
    if (source.slice(pos, end).includes('[')) fail('a DOCTYPE with declarations is not accepted');
    pos = end + 1;
    skipMisc();
  }
  if (source[pos] !== '<') fail('the document does not start with an element');
  const root = readElement(0);
  skipMisc();
  if (pos < source.length) fail('there is content after the root element');
  return root;
}
