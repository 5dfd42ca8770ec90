// Colour contrast as WCAG 2 measures it (relative luminance, 1:1 to 21:1), for the theme
// editor's warnings and for the shades the theme derives (docs/product.md, "Styling your form").

/** Normal-size text needs at least this contrast with what is behind it (WCAG AA). */
export const WCAG_AA_CONTRAST = 4.5;

export const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour written #rgb or #rrggbb as its red, green and blue (0–255), or null. */
export function hexChannels(colour: string): [number, number, number] | null {
  if (!HEX_COLOUR.test(colour)) return null;
  const digits = colour.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

const hexOf = (channels: readonly number[]): string =>
  `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

const linear = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of channels (0 black to 1 white). */
const luminanceOf = ([r, g, b]: readonly number[]): number =>
  0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);

/** The relative luminance of a hex colour, or null when it is not one. */
export function relativeLuminance(colour: string): number | null {
  const channels = hexChannels(colour);
  return channels === null ? null : luminanceOf(channels);
}

const ratioOf = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The contrast ratio of two hex colours (1 to 21), or null when either is not one. */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return a === null || b === null ? null : ratioOf(a, b);
}

/** Whether a colour is dark enough that light text reads better on it than dark text. */
export function isDarkColour(colour: string): boolean {
  const luminance = relativeLuminance(colour);
  return luminance !== null && luminance < 0.18;
}

/**
 * A shade of `colour` that keeps AA contrast with `background`: darkened on a light
 * background, lightened towards white on a dark one; the colour itself when it already does.
 * On white it is the shade links and outlines have always used (#2196F3 gives #1a78c2).
 */
export function readableShade(colour: string, background: string): string | null {
  const channels = hexChannels(colour);
  const behind = relativeLuminance(background);
  if (channels === null || behind === null) return null;
  const lighten = behind < 0.18;
  for (let step = 0; step <= 20; step += 1) {
    const keep = 1 - step * 0.05;
    const shade = channels.map((value) => (lighten ? 255 - (255 - value) * keep : value * keep));
    const rounded = shade.map((value) => Math.round(value));
    if (ratioOf(luminanceOf(rounded), behind) >= WCAG_AA_CONTRAST) return hexOf(rounded);
  }
  return lighten ? '#ffffff' : '#000000';
}

/** The ratio as people read it: 3.2:1, 12:1. */
export const formatContrast = (ratio: number): string =>
  `${(Math.floor(ratio * 10) / 10).toFixed(1).replace(/\.0$/, '')}:1`;
