import { describe, expect, it } from 'vitest';
import { gleamCss } from './gleam-css';

describe('gleamCss', () => {
  // 6 KB until the visitor got step progress, hints and the thank-you card (~0.5 KB); 7 KB
  // until themes brought their variables, the cover and the logo (~0.4 KB); 7.5 KB until
  // partial responses brought the save bar, the kept files and the notice (~0.4 KB).
  it('stays small (under 8 KB)', () => {
    expect(new TextEncoder().encode(gleamCss).length).toBeLessThan(8000);
  });

  it('declares the theme custom properties with the product’s colour', () => {
    expect(gleamCss).toContain('--fb-colour:#2196F3');
    expect(gleamCss).toContain('--fb-colour-strong:#1a78c2');
    expect(gleamCss).toContain('--fb-button:#1a78c2;--fb-button-text:#ffffff');
  });

  it('hides script-only controls without the script, and hidden things always', () => {
    expect(gleamCss).toContain('.fb-no-js [data-js-only]{display:none!important}');
    expect(gleamCss).toContain('.fb-form [hidden]{display:none!important}');
  });

  it('keeps touch targets at 44px and focus visible', () => {
    expect(gleamCss).toMatch(/\.fb-input\{[^}]*min-height:2\.75rem/);
    expect(gleamCss).toMatch(/\.fb-btn\{[^}]*min-height:2\.75rem/);
    expect(gleamCss).toMatch(/\.fb-choice\{[^}]*min-height:2\.75rem/);
    expect(gleamCss).toContain(':focus-visible{outline:3px solid var(--fb-colour)');
  });

  it('is balanced', () => {
    expect(gleamCss.split('{').length).toBe(gleamCss.split('}').length);
  });
});
