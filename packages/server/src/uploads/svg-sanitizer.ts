import { parseXml, SvgParseError, type XmlNode } from './svg-parser';

// Uploaded SVG images are rebuilt from a strict allow-list of SVG element and
// attribute names (docs/architecture.md, "Security stance"): no script, foreignObject,
// animation (it can rewrite an href), event handlers, external references or
// style sheets that load anything. Everything not listed is dropped.

export { SvgParseError };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

export const SVG_ELEMENTS = new Set(
  [
    'svg g defs symbol use switch title desc style',
    'path rect circle ellipse line polyline polygon image',
    'text tspan textPath',
    'linearGradient radialGradient stop pattern clipPath mask marker filter',
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting',
    'feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR',
    'feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting',
    'feSpotLight feTile feTurbulence',
  ]
    .join(' ')
    .split(' '),
);

/** Elements whose content is kept while the element itself goes (a link around a shape). */
const UNWRAPPED = new Set(['a']);

export const SVG_ATTRIBUTES = new Set(
  [
    'id class style transform version viewBox preserveAspectRatio width height x y x1 y1 x2 y2',
    'cx cy r rx ry fx fy fr d points pathLength dx dy rotate textLength lengthAdjust startOffset',
    'fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit',
    'stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility overflow',
    'clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits filter filterUnits primitiveUnits',
    'gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity',
    'patternUnits patternContentUnits patternTransform markerWidth markerHeight markerUnits refX refY orient',
    'marker-start marker-mid marker-end font-family font-size font-weight font-style font-variant font-stretch',
    'text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing text-decoration',
    'writing-mode direction unicode-bidi shape-rendering image-rendering text-rendering color-interpolation',
    'color-interpolation-filters vector-effect paint-order mix-blend-mode isolation enable-background',
    'in in2 result stdDeviation mode operator k1 k2 k3 k4 values type tableValues slope intercept amplitude',
    'exponent baseFrequency numOctaves seed stitchTiles scale xChannelSelector yChannelSelector',
    'flood-color flood-opacity lighting-color radius order kernelMatrix divisor bias targetX targetY edgeMode',
    'preserveAlpha surfaceScale specularConstant specularExponent diffuseConstant kernelUnitLength',
    'azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle media lang xml:lang xml:space',
    'href xlink:href',
  ]
    .join(' ')
    .split(' '),
);

// CSS (a style attribute, a <style> sheet, a presentation attribute such as
// fill="url(#g)") may only point inside the image. Escapes are refused outright,
// so no obfuscated "\75 rl(" slips past.
const UNSAFE_CSS = /\\|@import|url\s*\((?![\s'"]*#)|expression\s*\(|javascript:|-moz-binding|behavior\s*:/i;
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;

function safeAttribute(element: string, name: string, value: string): boolean {
  if (!SVG_ATTRIBUTES.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') {
    const target = value.trim();
    // Only references inside this image, and raster pictures embedded in an <image>.
    return /^#[-\w.:]*$/.test(target) || (element === 'image' && INLINE_IMAGE.test(target));
  }
  return !UNSAFE_CSS.test(value);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function serialise(node: XmlNode, root: boolean): string {
  if (typeof node === 'string') return escapeText(node);
  const { name } = node;
  if (UNWRAPPED.has(name)) return node.children.map((child) => serialise(child, false)).join('');
  if (!SVG_ELEMENTS.has(name)) return '';
  if (name === 'style') {
    const css = node.children.filter((c): c is string => typeof c === 'string').join('');
    return UNSAFE_CSS.test(css) ? '' : `<style>${escapeText(css)}</style>`;
  }
  let attributes = node.attributes
    .filter(([attribute, value]) => safeAttribute(name, attribute, value))
    .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
    .join('');
  // Whatever namespaces the file declared, the result is SVG (and xlink for xlink:href).
  if (root) attributes = ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"${attributes}`;
  const content = node.children.map((child) => serialise(child, false)).join('');
  return content ? `<${name}${attributes}>${content}</${name}>` : `<${name}${attributes}/>`;
}

/**
 * Parses an SVG document and rebuilds it from the allow-list; null when the
 * document's root is not <svg>. Throws SvgParseError when it is not well-formed XML.
 */
export function sanitizeSvg(text: string): string | null {
  const root = parseXml(text);
  return root.name === 'svg' ? serialise(root, true) : null;
}
