import { resolveTheme, type ThemeDesign, type ThemeFont } from '@formbuilder/core';

// The fonts a theme may choose, served by our own server under /fonts/ (server
// public/fonts.routes.ts), never by a third party: the public page's policy allows fonts from
// 'self' only. Each is a variable font in two files, Latin and Latin Extended; a page asks
// for the second only when its text has such letters (unicode-range).

export const FONT_PATH = '/fonts/';

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** Each served font: its family name in CSS and the weights its variable file spans. */
export const FONT_FILES: Record<Exclude<ThemeFont, 'system'>, { family: string; weights: string }> = {
  inter: { family: 'Inter Variable', weights: '100 900' },
  nunito: { family: 'Nunito Variable', weights: '200 1000' },
  lora: { family: 'Lora Variable', weights: '400 700' },
  'jetbrains-mono': { family: 'JetBrains Mono Variable', weights: '100 800' },
};

export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The address of one of a font's files. */
export const fontFileUrl = (font: keyof typeof FONT_FILES, subset: FontSubset): string =>
  `${FONT_PATH}${font}-${subset}.woff2`;

/** The @font-face rules of the theme's font ('' for the system font, which loads nothing). */
export function fontFaceCss(design: ThemeDesign | undefined): string {
  const { font } = resolveTheme(design);
  if (font === 'system') return '';
  const { family, weights } = FONT_FILES[font];
  return FONT_SUBSETS.map(
    (subset) =>
      `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weights};src:url(${fontFileUrl(font, subset)}) format("woff2");unicode-range:${subset === 'latin' ? LATIN : LATIN_EXT}}`,
  ).join('');
}

/** The file a page preloads for its font (Latin), or null for the system font. */
export function fontPreloadUrl(design: ThemeDesign | undefined): string | null {
  const { font } = resolveTheme(design);
  return font === 'system' ? null : fontFileUrl(font, 'latin');
}
