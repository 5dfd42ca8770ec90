import { randomFillSync } from 'node:crypto';
import { escapeHtml } from '@formbuilder/core';
import { FAVICON_PATH } from './favicon';
import { newIdempotencyKey } from './idempotency-key';

// The HTML document around a server-rendered form. The body is cached per published
// version with NONCE_PLACEHOLDER where the per-request CSP nonce goes.

export const NONCE_PLACEHOLDER = '__FB_NONCE__';

export interface DocumentParts {
  title: string;
  css: string;
  body: string;
  /** Inline script run after the body (receives the nonce like the rest). */
  script: string;
  /** Data for the page's script, as a JSON script element #fb-form-data. */
  data?: unknown;
  /** An external script of our own, loaded with the nonce. */
  scriptUrl?: string | undefined;
  /** What search results and link previews show under the title. */
  description?: string;
  share?: SharePreview;
  /** The theme font's file, fetched before the stylesheet asks for it. */
  preload?: string | null;
  /** The page's language and direction (docs/product.md, "Languages"); English, unmarked, when unset. */
  lang?: { code: string; dir: 'ltr' | 'rtl' } | undefined;
}

/** A page's absolute address and picture, for Open Graph and Twitter cards. */
export interface SharePreview {
  url: string;
  image: string;
}

function previewTags(title: string, description: string | undefined, share: SharePreview | undefined): string {
  const tags: [string, string, string][] = [];
  if (description !== undefined) tags.push(['name', 'description', description]);
  tags.push(['property', 'og:type', 'website'], ['property', 'og:title', title]);
  if (description !== undefined) tags.push(['property', 'og:description', description]);
  if (share)
    tags.push(
      ['property', 'og:url', share.url],
      ['property', 'og:image', share.image],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:image', share.image],
    );
  tags.push(['name', 'twitter:title', title]);
  return tags
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">\n`)
    .join('');
}

export function renderDocument({
  title,
  css,
  body,
  script,
  data,
  scriptUrl,
  description,
  share,
  preload,
  lang,
}: DocumentParts): string {
  // '</' cannot appear inside the style or script text: it could close the element.
  const safeCss = css.replace(/<\//g, '<\\/');
  const safeScript = script.replace(/<\//g, '<\\/');
  return `<!doctype html>
<html lang="${lang === undefined ? 'en' : `${escapeHtml(lang.code)}" dir="${lang.dir}`}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${previewTags(title, description, share)}<link rel="icon" href="${FAVICON_PATH}" sizes="32x32">
${preload ? `<link rel="preload" href="${escapeHtml(preload)}" as="font" type="font/woff2" crossorigin>\n` : ''}
<style nonce="${NONCE_PLACEHOLDER}">${safeCss}</style>
</head>
<body>
<main class="fb-main">${body}</main>
${data === undefined ? '' : `<script type="application/json" id="fb-form-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>\n`}<script nonce="${NONCE_PLACEHOLDER}">${safeScript}</script>
${scriptUrl ? `<script nonce="${NONCE_PLACEHOLDER}" src="${escapeHtml(scriptUrl)}" defer></script>\n` : ''}</body>
</html>`;
}

// Nonces come from a pool of random bytes filled a page at a time: one call to the system's
// random source per 256 views instead of one per view.
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

export function newNonce(): string {
  if (poolOffset >= pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The public pages' policy: nothing loads but what carries the nonce; any site may
 * frame them. Images and fonts come from this server or data: URLs, plus exactly the
 * pictures the owner put on the page (`images`, see image-sources.ts): a page that
 * could load any https: image would let custom CSS report a visitor's choices to a
 * third party. A form that sends its visitors to the owner's site after submitting may
 * post there (`formActions`: the browser checks the 303 of a page sent without the script
 * against form-action too).
 */
export function publicPageCsp(
  nonce: string,
  connectTo: string[] = [],
  images: string[] = [],
  formActions: string[] = [],
): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", ...images].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectTo].join(' '),
    ["form-action 'self'", ...formActions].join(' '),
    "base-uri 'none'",
    'frame-ancestors *',
  ].join('; ');
}

/** Per-view hidden fields of a cached page: the attempt's idempotency key and start time. */
export const IDEMPOTENCY_PLACEHOLDER = '__FB_IDEMPOTENCY__';
export const STARTED_PLACEHOLDER = '__FB_STARTED__';

const SLOTS = {
  [NONCE_PLACEHOLDER]: 'nonce',
  [IDEMPOTENCY_PLACEHOLDER]: 'idempotency',
  [STARTED_PLACEHOLDER]: 'started',
} as const;
type Slot = (typeof SLOTS)[keyof typeof SLOTS];
const SLOT_PATTERN = new RegExp(Object.keys(SLOTS).join('|'), 'g');

/**
 * A page's bytes, cut where each view's own values go (its nonce, its idempotency key, its
 * start time). Encoded once: a view joins buffers instead of replacing text in the whole page
 * and encoding it again, which was most of a public page's cost.
 */
export interface PreparedPage {
  parts: Buffer[];
  slots: Slot[];
  /** Earlier views, sent and given back (`reuse`): the next views are written into their buffers. */
  spares: PageView[];
}

/** The bytes of one view of a page, and the values written in them. */
export interface PageView {
  body: Buffer;
  values: Record<Slot, string>;
}

/**
 * How many sent views a page keeps for its next ones. A view is given back as soon as it is
 * written to the connection, mostly before the next request is read: one or two serve a page
 * under any load, and a page keeps at most this many besides its own bytes.
 */
const MAX_SPARES = 4;

export function preparePage(html: string): PreparedPage {
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of html.matchAll(SLOT_PATTERN)) {
    parts.push(Buffer.from(html.slice(from, match.index), 'utf8'));
    slots.push(SLOTS[match[0] as keyof typeof SLOTS]);
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(html.slice(from), 'utf8'));
  return { parts, slots, spares: [] };
}

const sameLengths = (a: Record<Slot, string>, b: Record<Slot, string>) =>
  a.nonce.length === b.nonce.length &&
  a.idempotency.length === b.idempotency.length &&
  a.started.length === b.started.length;

/**
 * The page of one view: the nonce given, a fresh idempotency key and the time now. It is written
 * into a sent view's buffer when the page has one: a new buffer of a page's size per view (tens
 * of kilobytes, outside V8's heap) cost more than everything else the server does for the view,
 * in its allocation and in the collections it brought on. When that view's values have the same
 * lengths as this one's (as they do but for a caller's own nonces), the page around them is
 * already in place and only the values are written.
 */
export function personalise(page: PreparedPage, nonce: string): PageView {
  const { parts, slots, spares } = page;
  if (slots.length === 0) return { body: parts[0] ?? Buffer.alloc(0), values: { nonce, idempotency: '', started: '' } };
  const now = Date.now();
  const values = { nonce, idempotency: newIdempotencyKey(now), started: String(now) };
  const spare = spares.pop();
  // The values are ASCII: a character is a byte.
  let at = 0;
  if (spare !== undefined && sameLengths(spare.values, values)) {
    slots.forEach((slot, index) => {
      at += (parts[index] as Buffer).length;
      at += spare.body.write(values[slot], at, 'latin1');
    });
    spare.values = values;
    return spare;
  }
  let size = 0;
  for (const part of parts) size += part.length;
  for (const slot of slots) size += values[slot].length;
  const body = Buffer.allocUnsafeSlow(size);
  slots.forEach((slot, index) => {
    at += (parts[index] as Buffer).copy(body, at);
    at += body.write(values[slot], at, 'latin1');
  });
  (parts[slots.length] as Buffer).copy(body, at);
  return { body, values };
}

/**
 * Gives back a view (from `personalise`) once the connection holds no reference to its bytes
 * any more, when its response has finished: written to the socket, or dropped with it. Never
 * for a view still to be read by anyone, nor twice.
 */
export function reuse(page: PreparedPage, sent: PageView): void {
  if (page.slots.length > 0 && page.spares.length < MAX_SPARES) page.spares.push(sent);
}
