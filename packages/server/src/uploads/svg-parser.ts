import type * as Saxes from 'saxes';
import { onFirstUse } from '../runtime/on-first-use';

// Uploaded SVG images are read by saxes, a strict XML parser: well-formed XML only (one root,
// matching tags, quoted and unrepeated attributes, the five predefined entities and character
// references). On top of it this reader refuses what an image never needs: a DOCTYPE with an
// internal subset (entity declarations; saxes never expands them, nor loads an external DTD)
// and deep nesting. Comments and processing instructions are dropped; CDATA sections are text.

export interface XmlElement {
  name: string;
  attributes: [string, string][];
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

export class SvgParseError extends Error {
  override name = 'SvgParseError';
}

/** The XML parser, loaded with the first SVG to read. */
const saxes = onFirstUse<typeof Saxes>('saxes');

const MAX_DEPTH = 200;

/** Parses the text of an XML document into its root element. Throws SvgParseError. */
export function parseXml(source: string): XmlElement {
  // Namespaces are not resolved: names stay as written ("xlink:href"), and only the
  // allow-list's plain names survive the sanitiser.
  const parser = new (saxes().SaxesParser)({ xmlns: false });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  const fail = (why: string): never => {
    throw new SvgParseError(`${why} (line ${parser.line})`);
  };
  const addText = (text: string) => open.at(-1)?.children.push(text);

  // saxes's reason, without its position ("1:52: ") and with the line as the other reasons have it.
  let lastClosed = '';
  parser.on('error', (error) => {
    const why = error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
    fail(why === 'unexpected close tag' ? `"<${lastClosed}>" is not closed` : why);
  });
  parser.on('doctype', (doctype) => {
    // An internal subset can declare entities ("billion laughs", external files).
    if (doctype.includes('[')) fail('a DOCTYPE with declarations is not accepted');
  });
  parser.on('opentag', (tag) => {
    if (open.length > MAX_DEPTH) fail('the elements are nested too deeply');
    const attributes = Object.entries(tag.attributes).map(([name, value]): [string, string] => [
      name,
      value.replace(/[\t\r\n]/g, ' '),
    ]);
    const element: XmlElement = { name: tag.name, attributes, children: [] };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('closetag', (tag) => {
    lastClosed = tag.name;
    open.pop();
  });
  // White space around the root reaches here with no element open; other text there is
  // refused by saxes.
  parser.on('text', addText);
  parser.on('cdata', addText);

  parser.write(source).close();
  return root ?? fail('the document has no root element');
}
