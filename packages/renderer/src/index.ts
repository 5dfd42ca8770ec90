// The form renderer: React components that draw a form in builder, viewer and
// renderer modes (spec: builder §1). The gleam theme is the default.
export { gleamTheme, themeStyle, type Theme } from './theme';
