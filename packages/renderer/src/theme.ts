import { themeDeclarations, themeVariables, type ThemeDesign } from '@formbuilder/core';

// A form's theme on the page (docs/product.md, "Styling your form"): core turns the form's
// design into CSS custom properties, checked value by value; gleam-css.ts reads them.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgba?|hsla?)\([0-9.,%\s/]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** The colour if it is a plain CSS colour (hex, rgb(), hsl() or a name), else undefined; nothing else reaches CSS. */
export function cssColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.trim();
  return HEX.test(colour) || FUNCTIONAL.test(colour) || NAMED.test(colour) ? colour : undefined;
}

/** The theme's custom properties, for a form's root element (.fb-form). */
export const themeStyle = (design?: ThemeDesign): Record<string, string> => themeVariables(design);

/**
 * The same properties as a CSS rule, for a page whose policy forbids style
 * attributes: the server puts it in its nonce'd <style> after gleamCss.
 */
export const themeCss = (design?: ThemeDesign): string => `.fb-form{${themeDeclarations(design)}}`;
