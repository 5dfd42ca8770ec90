import sanitizeHtml from 'sanitize-html';
import type { Element, Ending } from '@formbuilder/core';

// Rich-text labels are stored sanitised (docs/architecture.md, "Security stance"): only
// formatting tags survive, links allow http, https, mailto and tel only, images only
// http(s) or our own upload paths.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'img',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open in a new tab without giving the opened page a handle on ours.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The fields of an element that may hold rich text. */
const RICH_FIELDS = ['label', 'sublabelText', 'answerExplanation'] as const;

export function sanitizeElement(element: Element): Element {
  const clean: Element = { ...element };
  for (const field of RICH_FIELDS) {
    const value = clean[field];
    if (typeof value === 'string') clean[field] = sanitizeRichText(value);
  }
  if (Array.isArray(clean.options)) clean.options = clean.options.map((o) => sanitizeRichText(o));
  return clean;
}

/** A logic ending's thank-you text is rich text (docs/product.md, "Logic"). */
export function sanitizeEnding(ending: Ending): Ending {
  return ending.text === undefined ? ending : { ...ending, text: sanitizeRichText(ending.text) };
}
