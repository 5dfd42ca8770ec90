import { describe, expect, it } from 'vitest';
import { cssColour, gleamTheme, strongColour, themeCss, themeStyle } from './theme';

// WCAG relative luminance contrast against white.
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('gleam theme', () => {
  it('is the default theme with the spec colour', () => {
    expect(gleamTheme.name).toBe('gleam');
    expect(themeStyle(gleamTheme)['--fb-colour']).toBe('#2196F3');
  });
  it("lets a form's own colour win", () => {
    expect(themeStyle(gleamTheme, '#ff0000')['--fb-colour']).toBe('#ff0000');
  });
  it('refuses a colour that is not one, so nothing else reaches CSS', () => {
    expect(themeStyle(gleamTheme, 'red;background:url(x)')['--fb-colour']).toBe('#2196F3');
    expect(cssColour('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(cssColour('}</style>')).toBeUndefined();
  });
  it('derives a shade with AA contrast for text and buttons', () => {
    expect(contrastWithWhite('#2196F3')).toBeLessThan(4.5);
    for (const colour of ['#2196F3', '#ffeb3b', '#4caf50', '#f00']) {
      expect(contrastWithWhite(strongColour(colour))).toBeGreaterThanOrEqual(4.5);
    }
    expect(strongColour('#000000')).toBe('#000000');
  });
  it('writes the properties as a rule for a nonce-only style policy', () => {
    expect(themeCss(gleamTheme, '#ff0000')).toMatch(/^\.fb-form\{--fb-colour:#ff0000;--fb-colour-strong:#[0-9a-f]{6};/);
  });
});
