// Owners may show pictures from other sites: an Image element's address
// (uploadedImageUrl) and images in rich-text labels (sanitised to http(s) on save).
// The public page's img-src lists exactly those pictures, read from the rendered page,
// so that nothing else on it (custom CSS above all) can reach a third party, even
// with a case the CSS filter misses. CSP matches a source's path
// exactly, so the list names each picture, not its whole site.

const IMG_TAG = /<img\s[^>]*>/gi;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/i;
const ENTITY = /&(?:amp|lt|gt|quot|#39|#x27|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;
const NAMED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Beyond this the header would grow past what proxies take: whole sites are listed instead. */
const MAX_EXACT_SOURCES = 30;

function unescapeAttribute(value: string): string {
  return value.replace(ENTITY, (entity: string, decimal: string | undefined, hex: string | undefined) => {
    const named = NAMED[entity.toLowerCase()];
    if (named !== undefined) return named;
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** A CSP source naming one URL: ';', ',' and whitespace would end or split the source. */
function exactSource(url: URL): string {
  return `${url.origin}${url.pathname.replace(/[;,\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

/** The img-src sources a rendered page needs besides 'self' and data:. */
export function imageSourcesOf(html: string): string[] {
  if (!html.includes('<img')) return [];
  const urls: URL[] = [];
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const src = SRC_ATTRIBUTE.exec(tag)?.[1];
    if (src === undefined) continue;
    let url: URL;
    try {
      // Relative addresses (our own uploads, /api/images/…) are 'self' already.
      url = new URL(unescapeAttribute(src));
    } catch {
      continue;
    }
    if (url.protocol === 'https:' || url.protocol === 'http:') urls.push(url);
  }
  const exact = [...new Set(urls.map(exactSource))];
  return exact.length <= MAX_EXACT_SOURCES ? exact : [...new Set(urls.map((url) => url.origin))];
}
