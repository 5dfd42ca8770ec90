// spec: builder §1 and §9 — the default theme is gleam, its colour #2196F3.
export interface Theme {
  name: string;
  colour: string;
  textColour: string;
  background: string;
  radius: string;
  font: string;
}

export const gleamTheme: Theme = {
  name: 'gleam',
  colour: '#2196F3',
  textColour: '#1f2933',
  background: '#ffffff',
  radius: '6px',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgba?|hsla?)\([0-9.,%\s/]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** The colour if it is a plain CSS colour (hex, rgb(), hsl() or a name), else undefined; nothing else reaches CSS. */
export function cssColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.trim();
  return HEX.test(colour) || FUNCTIONAL.test(colour) || NAMED.test(colour) ? colour : undefined;
}

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function hexChannels(colour: string): [number, number, number] | null {
  if (!HEX.test(colour)) return null;
  const digits = colour.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

const luminance = ([r, g, b]: readonly number[]): number =>
  0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);

/**
 * A shade of the colour dark enough for white text and for text on white
 * (WCAG AA, 4.5:1): #2196F3 itself is only 3.1:1, so buttons and links use
 * this. Non-hex colours fall back to the gleam shade.
 */
export function strongColour(colour: string): string {
  const rgb = hexChannels(colour);
  if (rgb === null) return '#1769aa';
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const shade = rgb.map((value) => Math.round(value * keep));
    if (1.05 / (luminance(shade) + 0.05) >= 4.5) {
      return `#${shade.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  return '#000000';
}

/** CSS custom properties for a theme, for a form's root element (a form's own colour wins). */
export function themeStyle(theme: Theme, colour?: string): Record<string, string> {
  const main = cssColour(colour) ?? theme.colour;
  return {
    '--fb-colour': main,
    '--fb-colour-strong': strongColour(main),
    '--fb-text': theme.textColour,
    '--fb-background': theme.background,
    '--fb-radius': theme.radius,
    '--fb-font': theme.font,
  };
}

/**
 * The same properties as a CSS rule, for a page whose policy forbids style
 * attributes: the server puts it in its nonce'd <style> after gleamCss.
 */
export function themeCss(theme: Theme, colour?: string): string {
  const declarations = Object.entries(themeStyle(theme, colour))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return `.fb-form{${declarations}}`;
}
