import { describe, expect, it } from 'vitest';
import { contrastWarnings, resolveTheme, themeDeclarations, themeVariables } from './theme-values';

describe('theme values', () => {
  it('keeps an old form (theme and colour only) as it looked', () => {
    const variables = themeVariables({ theme: 'gleam', colour: '#2196F3' });
    expect(variables).toMatchObject({
      '--fb-colour': '#2196F3',
      '--fb-colour-strong': '#1a78c2',
      '--fb-button': '#1a78c2',
      '--fb-button-text': '#ffffff',
      '--fb-background': '#ffffff',
      '--fb-text': '#1f2933',
      '--fb-radius': '6px',
      '--fb-width': '640px',
      '--fb-spacing': '24px',
      '--fb-scheme': 'light',
    });
    expect(variables['--fb-font']).toContain('system-ui');
    // A Description at its default colour stays black, as it always was.
    expect(variables['--fb-description']).toBe('#000000');
  });

  it('draws a default-coloured Description in the theme’s text once the owner picks a text colour or dark mode', () => {
    expect(themeVariables({ text: '#3e2723' })['--fb-description']).toBe('#3e2723');
    const dark = themeVariables({ mode: 'dark' });
    expect(dark['--fb-description']).toBe(dark['--fb-text']);
    expect(dark['--fb-description']).not.toBe('#000000');
  });

  it('turns the owner’s choices into variables', () => {
    const variables = themeVariables({
      colour: '#D81B60',
      background: '#fffbe6',
      text: '#222222',
      button: '#004d40',
      buttonText: '#ffffff',
      font: 'lora',
      radius: 12,
      spacing: 32,
      width: 800,
      mode: 'dark',
    });
    expect(variables).toMatchObject({
      '--fb-colour': '#D81B60',
      '--fb-background': '#fffbe6',
      '--fb-text': '#222222',
      '--fb-button': '#004d40',
      '--fb-radius': '12px',
      '--fb-spacing': '32px',
      '--fb-width': '800px',
      '--fb-font': '"Lora Variable", Georgia, serif',
      '--fb-scheme': 'dark',
      '--fb-page': '#0f1419',
    });
  });

  it('never lets a raw string through: bad colours, sizes and fonts fall back', () => {
    const hostile = {
      colour: 'red;background:url(https://evil.example/x)',
      background: '#fff;}body{display:none',
      text: 'expression(alert(1))',
      font: 'Comic Sans"; src:url(x)',
      radius: 9999,
      spacing: -5,
      width: Number.NaN,
      mode: 'neon',
      logo: 'https://evil.example/logo.png',
      cover: 'javascript:alert(1)',
    };
    const declarations = themeDeclarations(hostile);
    expect(declarations).not.toMatch(/evil|url\(|expression|Comic|display:none/);
    expect(themeVariables(hostile)).toMatchObject({
      '--fb-colour': '#2196F3',
      '--fb-background': '#ffffff',
      '--fb-radius': '24px',
      '--fb-spacing': '8px',
      '--fb-width': '640px',
      '--fb-scheme': 'light',
    });
    expect(resolveTheme(hostile)).toMatchObject({ logo: null, cover: null, font: 'system' });
  });

  it('dark mode starts from dark colours, and derives a readable accent', () => {
    const theme = resolveTheme({ mode: 'dark', colour: '#3949ab' });
    expect(theme.background).toBe('#1b2128');
    expect(theme.text).toBe('#f1f4f7');
    expect(theme.accentReadable).not.toBe('#3949ab');
  });

  it('keeps uploaded images of this server only', () => {
    expect(resolveTheme({ logo: '/api/images/12/abc_DEF-1' }).logo).toBe('/api/images/12/abc_DEF-1');
    expect(resolveTheme({ logo: '/api/images/12/abc/../x' }).logo).toBeNull();
  });

  it('warns in words when text or button text falls under 4.5:1', () => {
    expect(contrastWarnings({ colour: '#2196F3' })).toEqual([]);
    const warnings = contrastWarnings({
      text: '#999999',
      background: '#ffffff',
      button: '#ffeb3b',
      buttonText: '#ffffff',
    });
    expect(warnings.map((warning) => warning.pair)).toEqual(['text', 'button']);
    expect(warnings[0]?.message).toBe(
      'Text on the background has a contrast of 2.8:1; at least 4.5:1 is needed for people to read it easily (WCAG AA).',
    );
    expect(warnings[1]?.message).toMatch(/^Button text on the button has a contrast of 1\.2:1/);
  });
});
