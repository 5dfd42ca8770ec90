import type * as csstree from 'css-tree';
import type { CustomCSS } from '@formbuilder/core';
import { onFirstUse } from '../runtime/on-first-use';

// A form's custom CSS is applied to its public page only, after dropping what could
// load from elsewhere or leak what visitors type or choose (docs/architecture.md, "Security stance").
// It is parsed with css-tree and judged the way the browser will read it: names with
// their escapes decoded, custom properties and var() fallbacks tokenised like any
// value. What is kept is an allow-list: at-rules and functions known not to fetch.
// The page's CSP (page-document.ts) stops any load to a third party even if this
// misses a case. '</' is escaped by the page document, so nothing can close the
// style element.

export const CUSTOM_CSS_MAX_LENGTH = 50_000;

/** css-tree, loaded with the first custom CSS there is to read. */
const cssTree = onFirstUse<typeof csstree>('css-tree');

/**
 * A name (function, property, at-rule) as the browser matches it: escapes decoded
 * (`u\72l(` is `url(`, CSS Syntax §4.3.7) and ASCII lower case.
 */
const cssName = (raw: string) =>
  cssTree()
    .ident.decode(raw)
    .replace(/[A-Z]/g, (c) => c.toLowerCase());

/** At-rules that only group or name rules; every other one (@import, @font-face …) goes. */
const SAFE_AT_RULES = new Set([
  'media',
  'supports',
  'keyframes',
  'layer',
  'container',
  'scope',
  'starting-style',
  'page',
]);

/** Functions that compute a value and never name a resource (url, image-set, src, image … do). */
const SAFE_FUNCTIONS = new Set([
  'var',
  'env',
  'calc',
  'min',
  'max',
  'clamp',
  'round',
  'mod',
  'rem',
  'abs',
  'sign',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'pow',
  'sqrt',
  'hypot',
  'log',
  'exp',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'translate',
  'translatex',
  'translatey',
  'translatez',
  'translate3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'scale',
  'scalex',
  'scaley',
  'scalez',
  'scale3d',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'matrix3d',
  'perspective',
  'cubic-bezier',
  'steps',
  'linear',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  'circle',
  'ellipse',
  'inset',
  'polygon',
  'rect',
  'xywh',
  'repeat',
  'minmax',
  'fit-content',
  'counter',
  'counters',
]);

/** Old properties that run script (IE behaviours, XBL bindings). */
const SCRIPT_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding']);

const VENDOR_PREFIX = /^-(?:webkit|moz|ms|o)-/;

function decode({ value, isEncoded }: CustomCSS): string {
  if (!isEncoded) return value;
  try {
    return Buffer.from(value, 'base64').toString('utf8');
  } catch {
    return '';
  }
}

interface Token {
  type: number;
  text: string;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  cssTree().tokenize(text, (type, start, end) => tokens.push({ type, text: text.slice(start, end) }));
  return tokens;
}

const isData = (url: string) => /^\s*data:/i.test(url);

/** The next token that is not whitespace (or a comment, when `comments` is set). */
function nextSignificant(tokens: Token[], from: number, comments = false): Token | undefined {
  const { tokenTypes } = cssTree();
  for (let i = from; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token && token.type !== tokenTypes.WhiteSpace && (!comments || token.type !== tokenTypes.Comment)) return token;
  }
  return undefined;
}

/** Whether a value, as written, could name a resource: it is then dropped whole. */
export function valueMayFetch(text: string): boolean {
  const { tokenTypes, url, string } = cssTree();
  const tokens = tokensOf(text);
  return tokens.some((token, index) => {
    switch (token.type) {
      case tokenTypes.BadUrl:
        return true;
      case tokenTypes.Url:
        // url(…) unquoted: only a data: URL, which cannot reach anyone.
        return !isData(url.decode(token.text));
      case tokenTypes.Function: {
        const name = cssName(token.text.slice(0, -1));
        if (name === 'url') {
          const argument = nextSignificant(tokens, index + 1);
          return !(argument?.type === tokenTypes.String && isData(string.decode(argument.text)));
        }
        return !SAFE_FUNCTIONS.has(name.replace(VENDOR_PREFIX, ''));
      }
      case tokenTypes.Ident:
        // `url/**/(` or `url (`: not a function to a browser today, but nothing honest writes it.
        return nextSignificant(tokens, index + 1, true)?.type === tokenTypes.LeftParenthesis;
      default:
        return false;
    }
  });
}

function hasValueAttributeSelector(node: csstree.CssNode): boolean {
  return cssTree().find(node, (child) => child.type === 'AttributeSelector' && child.value !== null) !== null;
}

function shouldDrop(node: csstree.CssNode): boolean {
  switch (node.type) {
    case 'Atrule':
      return !SAFE_AT_RULES.has(cssName(node.name).replace(VENDOR_PREFIX, ''));
    case 'Rule':
      // A selector css-tree could not read (Raw) cannot be checked, so it goes.
      return node.prelude.type === 'Raw' || hasValueAttributeSelector(node.prelude);
    case 'Declaration':
      return SCRIPT_PROPERTIES.has(cssName(node.property)) || valueMayFetch(cssTree().generate(node.value));
    case 'Raw':
      // Text css-tree could not read, directly in a block: a browser might read a declaration there.
      return true;
    default:
      return false;
  }
}

export function sanitizeCustomCss(custom: CustomCSS | undefined): string {
  if (!custom) return '';
  const source = decode(custom).slice(0, CUSTOM_CSS_MAX_LENGTH);
  if (source.trim() === '') return '';
  let ast: csstree.CssNode;
  try {
    // Custom properties stay Raw: valueMayFetch tokenises every value the same way.
    ast = cssTree().parse(source, { parseValue: true, parseCustomProperty: false });
  } catch {
    return '';
  }
  cssTree().walk(ast, {
    enter(node: csstree.CssNode) {
      if (node.type !== 'StyleSheet' && node.type !== 'Block') return;
      node.children = node.children.filter((child) => !shouldDrop(child));
    },
  });
  // '<' has no meaning in CSS outside strings; its escape keeps strings the same and
  // leaves nothing that could close the style element.
  return cssTree().generate(ast).replace(/</g, '\\3c ');
}
