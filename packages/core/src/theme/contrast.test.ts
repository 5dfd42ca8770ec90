import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrast, hexChannels, isDarkColour, readableShade, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(hexChannels('#fff')).toEqual([255, 255, 255]);
    expect(hexChannels('#2196F3')).toEqual([33, 150, 243]);
    expect(hexChannels('red')).toBeNull();
    expect(hexChannels('#12345')).toBeNull();
    expect(hexChannels('#2196F3;x:y')).toBeNull();
  });

  it('measures luminance and ratios as WCAG does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // Published figures: #777 on white is 4.48:1 (just under AA), #767676 is 4.54:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#2196F3', '#ffffff')).toBeCloseTo(3.12, 2);
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });

  it('finds a readable shade: darker on light, lighter on dark', () => {
    expect(readableShade('#2196F3', '#ffffff')).toBe('#1a78c2');
    const light = readableShade('#3949ab', '#1b2128') ?? '';
    expect(contrastRatio('#3949ab', '#1b2128')).toBeLessThan(4.5);
    expect(contrastRatio(light, '#1b2128')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(light)).toBeGreaterThan(relativeLuminance('#3949ab') ?? 1);
    expect(readableShade('#2196F3', '#1b2128')).toBe('#2196f3');
    expect(readableShade('#000000', '#ffffff')).toBe('#000000');
    expect(isDarkColour('#1b2128')).toBe(true);
    expect(isDarkColour('#ffffff')).toBe(false);
  });

  it('writes ratios as people read them', () => {
    expect(formatContrast(3.129)).toBe('3.1:1');
    expect(formatContrast(21)).toBe('21:1');
    expect(formatContrast(4.49)).toBe('4.4:1');
  });
});
