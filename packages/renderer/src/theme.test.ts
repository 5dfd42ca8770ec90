import { describe, expect, it } from 'vitest';
import { gleamTheme, themeStyle } from './theme';

describe('gleam theme', () => {
  it('is the default theme with the spec colour', () => {
    expect(gleamTheme.name).toBe('gleam');
    expect(themeStyle(gleamTheme)['--fb-colour']).toBe('#2196F3');
  });
  it("lets a form's own colour win", () => {
    expect(themeStyle(gleamTheme, '#ff0000')['--fb-colour']).toBe('#ff0000');
  });
});
