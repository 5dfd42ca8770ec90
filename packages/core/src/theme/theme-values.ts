import { DESCRIPTION_FONT_COLOR_DEFAULT } from '../elements/description';
import { contrastRatio, formatContrast, HEX_COLOUR, readableShade, WCAG_AA_CONTRAST } from './contrast';

// A form's theme (docs/product.md, "Styling your form"): colours, a font from a short list the
// server hosts itself, sizes within bounds, a light or dark mode, a logo and a cover picture.
// Every value is checked again here, where it becomes CSS: a colour must be hex, a size a
// number inside its bounds and a font one of THEME_FONTS, so nothing an owner typed reaches
// a stylesheet as written, whatever was stored.

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** The fonts a theme may use: `system` loads nothing, the others are served by this server. */
export const THEME_FONTS = {
  system: { label: 'System', stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  inter: { label: 'Inter', stack: '"Inter Variable", system-ui, sans-serif' },
  nunito: { label: 'Nunito', stack: '"Nunito Variable", system-ui, sans-serif' },
  lora: { label: 'Lora', stack: '"Lora Variable", Georgia, serif' },
  'jetbrains-mono': { label: 'JetBrains Mono', stack: '"JetBrains Mono Variable", ui-monospace, monospace' },
} as const;
export type ThemeFont = keyof typeof THEME_FONTS;
export const THEME_FONT_IDS = Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]];
export const isThemeFont = (value: unknown): value is ThemeFont =>
  typeof value === 'string' && Object.hasOwn(THEME_FONTS, value);

/** Sizes in CSS pixels: corner radius, the space between questions, the form's width. */
export const THEME_SIZES = {
  radius: { min: 0, max: 24, fallback: 6, label: 'Corner radius' },
  spacing: { min: 8, max: 48, fallback: 24, label: 'Question spacing' },
  width: { min: 480, max: 960, fallback: 640, label: 'Page width' },
} as const;
export type ThemeSize = keyof typeof THEME_SIZES;

/** Colours each mode starts from, and those the owner does not choose (borders, errors …). */
export const MODE_COLOURS = {
  light: {
    background: '#ffffff',
    text: '#1f2933',
    page: '#f5f7fa',
    muted: '#52606d',
    border: '#7b8794',
    line: '#d9dee3',
    error: '#c62828',
    errorBackground: '#fdecea',
  },
  dark: {
    background: '#1b2128',
    text: '#f1f4f7',
    page: '#0f1419',
    muted: '#b3bec9',
    border: '#8694a1',
    line: '#36414c',
    error: '#ff8a80',
    errorBackground: '#3b1d1d',
  },
} as const satisfies Record<ThemeMode, Record<string, string>>;

/** An uploaded image of this server (the builder's image upload): the only pictures a theme shows. */
export const THEME_IMAGE = /^\/api\/images\/\d{1,15}\/[A-Za-z0-9_-]{1,100}$/;

/** What a form's `design` may hold (core's designSchema checks it on save). */
export interface ThemeDesign {
  theme?: string;
  colour?: string;
  background?: string;
  text?: string;
  button?: string;
  buttonText?: string;
  font?: string;
  radius?: number;
  spacing?: number;
  width?: number;
  mode?: string;
  logo?: string;
  cover?: string;
}

/** A theme with every value checked and filled in. */
export interface ResolvedTheme {
  mode: ThemeMode;
  accent: string;
  accentReadable: string;
  background: string;
  text: string;
  button: string;
  buttonText: string;
  font: ThemeFont;
  radius: number;
  spacing: number;
  width: number;
  logo: string | null;
  cover: string | null;
}

export const DEFAULT_ACCENT = '#2196F3';
const hex = (value: unknown): string | null => (typeof value === 'string' && HEX_COLOUR.test(value) ? value : null);
const size = (value: unknown, key: ThemeSize): number => {
  const { min, max, fallback } = THEME_SIZES[key];
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;
};
const image = (value: unknown): string | null => (typeof value === 'string' && THEME_IMAGE.test(value) ? value : null);

export function resolveTheme(design: ThemeDesign | undefined): ResolvedTheme {
  const mode: ThemeMode = design?.mode === 'dark' ? 'dark' : 'light';
  const base = MODE_COLOURS[mode];
  const accent = hex(design?.colour) ?? DEFAULT_ACCENT;
  const background = hex(design?.background) ?? base.background;
  return {
    mode,
    accent,
    accentReadable: readableShade(accent, background) ?? accent,
    background,
    text: hex(design?.text) ?? base.text,
    // The accent's shade that white text reads on, as buttons always were.
    button: hex(design?.button) ?? readableShade(accent, '#ffffff') ?? accent,
    buttonText: hex(design?.buttonText) ?? '#ffffff',
    font: isThemeFont(design?.font) ? design.font : 'system',
    radius: size(design?.radius, 'radius'),
    spacing: size(design?.spacing, 'spacing'),
    width: size(design?.width, 'width'),
    logo: image(design?.logo),
    cover: image(design?.cover),
  };
}

/** The CSS custom properties of a theme, set on a form's root element (.fb-form). */
export function themeVariables(design: ThemeDesign | undefined): Record<string, string> {
  const theme = resolveTheme(design);
  const base = MODE_COLOURS[theme.mode];
  return {
    '--fb-colour': theme.accent,
    '--fb-colour-strong': theme.accentReadable,
    '--fb-text': theme.text,
    // A Description left at its stored default colour (#000000) reads as the theme's text once the
    // owner picks a text colour or dark mode: black on a dark card would not read.
    '--fb-description':
      design?.text !== undefined || theme.mode === 'dark' ? theme.text : DESCRIPTION_FONT_COLOR_DEFAULT,
    '--fb-background': theme.background,
    '--fb-button': theme.button,
    '--fb-button-text': theme.buttonText,
    '--fb-radius': `${String(theme.radius)}px`,
    '--fb-spacing': `${String(theme.spacing)}px`,
    '--fb-width': `${String(theme.width)}px`,
    '--fb-font': THEME_FONTS[theme.font].stack,
    '--fb-page': base.page,
    '--fb-muted': base.muted,
    '--fb-border': base.border,
    '--fb-line': base.line,
    '--fb-error': base.error,
    '--fb-error-background': base.errorBackground,
    '--fb-scheme': theme.mode,
  };
}

/** The variables as one declaration list, for a stylesheet rule. */
export const themeDeclarations = (design: ThemeDesign | undefined): string =>
  Object.entries(themeVariables(design))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');

/** A colour pair the editor checks, and what it is called in a warning. */
export interface ContrastWarning {
  pair: 'text' | 'button';
  ratio: number;
  message: string;
}

/**
 * Warnings in words for the pairs that fall under WCAG AA: the text on the background and the
 * button's text on the button.
 */
export function contrastWarnings(design: ThemeDesign | undefined): ContrastWarning[] {
  const theme = resolveTheme(design);
  const pairs = [
    { pair: 'text', name: 'Text on the background', ratio: contrastRatio(theme.text, theme.background) },
    { pair: 'button', name: 'Button text on the button', ratio: contrastRatio(theme.buttonText, theme.button) },
  ] as const;
  return pairs
    .filter((entry) => entry.ratio !== null && entry.ratio < WCAG_AA_CONTRAST)
    .map(({ pair, name, ratio }) => ({
      pair,
      ratio: ratio ?? 0,
      message: `${name} has a contrast of ${formatContrast(ratio ?? 0)}; at least 4.5:1 is needed for people to read it easily (WCAG AA).`,
    }));
}
