import { MODE_COLOURS, resolveTheme, type FormProps } from '@formbuilder/core';
import { fontFaceCss, fontPreloadUrl, gleamCss } from '@formbuilder/renderer';
import { sanitizeCustomCss } from './custom-css';

// A form's theme on its public pages: the form page, each of its steps, the Thank You and
// Results pages (docs/product.md, "Styling your form"). The form's card carries the theme's
// custom properties (the renderer's themeStyle, from core's checked values); the page's own
// <style> adds the backdrop of the theme's mode, the chosen font's @font-face (served by
// this server, fonts.routes.ts) and last the owner's custom CSS, sanitised, so it can
// restyle everything above it.

// The base of every public page. On a phone the form's card takes the whole width: its own
// padding is margin enough, and 0 to 10 fits one row.
export const PAGE_CSS = `${gleamCss}
body{margin:0;background:#f5f7fa}
.fb-main{max-width:960px;margin:0 auto;padding:0}
@media (min-width:36rem){.fb-main{padding:24px 16px}.fb-main>.fb-form{border-radius:var(--fb-radius)}.fb-main .fb-cover{border-radius:var(--fb-radius) var(--fb-radius) 0 0}}`;

/** What of a form's props its pages' look depends on. */
export type ThemedProps = Pick<FormProps, 'design' | 'customCSS'>;

/** The page's stylesheet: the base, the theme's backdrop and font, more of the page's own, the owner's CSS. */
export function themedPageCss(props: ThemedProps, pageCss = ''): string {
  const theme = resolveTheme(props.design);
  const backdrop = theme.mode === 'light' ? '' : `body{background:${MODE_COLOURS[theme.mode].page}}`;
  return [PAGE_CSS, backdrop, fontFaceCss(props.design), pageCss, sanitizeCustomCss(props.customCSS)]
    .filter((part) => part !== '')
    .join('\n');
}

/** The theme font's file to preload, or null for the system font. */
export const themePreload = (props: ThemedProps): string | null => fontPreloadUrl(props.design);
