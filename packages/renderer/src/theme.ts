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

/** CSS custom properties for a theme, for a form's root element (a form's own colour wins). */
export function themeStyle(theme: Theme, colour?: string): Record<string, string> {
  return {
    '--fb-colour': colour ?? theme.colour,
    '--fb-text': theme.textColour,
    '--fb-background': theme.background,
    '--fb-radius': theme.radius,
    '--fb-font': theme.font,
  };
}
