import { contrastRatio } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { cssColour, themeCss, themeStyle } from './theme';
import { fontFaceCss, fontPreloadUrl } from './theme-fonts';

describe('gleam theme', () => {
  it('is the default theme with the product’s colour', () => {
    expect(themeStyle()['--fb-colour']).toBe('#2196F3');
    expect(themeStyle({ theme: 'gleam', colour: '#2196F3' })['--fb-colour']).toBe('#2196F3');
  });
  it("lets a form's own colour win", () => {
    expect(themeStyle({ colour: '#ff0000' })['--fb-colour']).toBe('#ff0000');
  });
  it('refuses a colour that is not one, so nothing else reaches CSS', () => {
    expect(themeStyle({ colour: 'red;background:url(x)' })['--fb-colour']).toBe('#2196F3');
    expect(cssColour('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(cssColour('}</style>')).toBeUndefined();
  });
  it('derives buttons and links with AA contrast from the colour', () => {
    for (const colour of ['#2196F3', '#ffeb3b', '#4caf50', '#f00']) {
      const style = themeStyle({ colour });
      expect(contrastRatio(style['--fb-button'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(style['--fb-colour-strong'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('writes the properties as a rule for a nonce-only style policy', () => {
    expect(themeCss({ colour: '#ff0000' })).toMatch(/^\.fb-form\{--fb-colour:#ff0000;--fb-colour-strong:#[0-9a-f]{6};/);
  });
});

describe('theme fonts', () => {
  it('loads nothing for the system font', () => {
    expect(fontFaceCss(undefined)).toBe('');
    expect(fontPreloadUrl({ font: 'system' })).toBeNull();
  });
  it('declares the chosen font from this server, Latin and Latin Extended', () => {
    const css = fontFaceCss({ font: 'inter' });
    expect(css).toContain('font-family:"Inter Variable"');
    expect(css).toContain('src:url(/fonts/inter-latin.woff2) format("woff2")');
    expect(css).toContain('src:url(/fonts/inter-latin-ext.woff2) format("woff2")');
    expect(css).not.toMatch(/https?:/);
    expect(fontPreloadUrl({ font: 'lora' })).toBe('/fonts/lora-latin.woff2');
  });
  it('ignores a font that is not on the list', () => {
    expect(fontFaceCss({ font: 'https://evil.example/x.woff2' })).toBe('');
  });
});
