import * as csstree from 'css-tree';
import type { CustomCSS } from '@formbuilder/core';

// A form's custom CSS is applied to its public page only, after dropping what could
// load from elsewhere or leak what visitors type (issue #5): @import and other
// at-rules that fetch, url() to anything but data:, selectors that match attribute
// values (input[value^="a"] …), and old script-carrying properties. '</' is escaped
// by the page document, so nothing can close the style element.

const FETCHING_AT_RULES = new Set(['import', 'namespace', 'charset', 'font-face', 'document', '-moz-document']);
const DANGEROUS_PROPERTIES = /^(behavior|-moz-binding|-ms-behavior)$/i;
export const CUSTOM_CSS_MAX_LENGTH = 50_000;

function decode({ value, isEncoded }: CustomCSS): string {
  if (!isEncoded) return value;
  try {
    return Buffer.from(value, 'base64').toString('utf8');
  } catch {
    return '';
  }
}

function hasValueAttributeSelector(node: csstree.CssNode): boolean {
  let found = false;
  csstree.walk(node, (child) => {
    if (child.type === 'AttributeSelector' && child.value !== null) found = true;
  });
  return found;
}

function hasUnsafeValue(node: csstree.CssNode): boolean {
  let unsafe = false;
  csstree.walk(node, (child) => {
    if (child.type === 'Url' && !/^data:/i.test(child.value.trim())) unsafe = true;
    if (child.type === 'Function' && /^(expression|image-set|-webkit-image-set|image|src)$/i.test(child.name)) unsafe = true;
  });
  return unsafe;
}

export function sanitizeCustomCss(custom: CustomCSS | undefined): string {
  if (!custom) return '';
  const source = decode(custom).slice(0, CUSTOM_CSS_MAX_LENGTH);
  if (source.trim() === '') return '';
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(source, { parseValue: true, parseCustomProperty: false });
  } catch {
    return '';
  }
  csstree.walk(ast, {
    enter(node: csstree.CssNode, item: csstree.ListItem<csstree.CssNode> | undefined, list: csstree.List<csstree.CssNode> | undefined) {
      if (!list || !item) return;
      const drop =
        (node.type === 'Atrule' && FETCHING_AT_RULES.has(node.name.toLowerCase())) ||
        (node.type === 'Rule' && hasValueAttributeSelector(node.prelude)) ||
        (node.type === 'Declaration' && (DANGEROUS_PROPERTIES.test(node.property) || hasUnsafeValue(node.value)));
      if (drop) list.remove(item);
    },
  });
  // '<' has no meaning in CSS outside strings; its escape keeps strings the same and
  // leaves nothing that could close the style element.
  return csstree.generate(ast).replace(/</g, '\\3c ');
}
