import { describe, expect, it } from 'vitest';
import { initialColorMode, parseColorMode } from '@/lib/browser/color-mode';

describe('parseColorMode', () => {
  it('accepts the two modes', () => {
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('dark')).toBe('dark');
  });

  it.each(['purple', 'Dark', '', null, undefined, 1])('rejects %j', (value) => {
    expect(parseColorMode(value)).toBeNull();
  });
});

describe('initialColorMode', () => {
  it('keeps a valid stored choice, whatever the system says', () => {
    expect(initialColorMode('dark', false, true, 'light')).toBe('dark');
    expect(initialColorMode('light', true, true, 'dark')).toBe('light');
    expect(initialColorMode('dark', false, false, 'light')).toBe('dark');
  });

  it('follows the system preference when the site respects it and nothing valid is stored', () => {
    expect(initialColorMode(null, true, true, 'light')).toBe('dark');
    expect(initialColorMode(null, false, true, 'dark')).toBe('light');
    expect(initialColorMode('purple', true, true, 'light')).toBe('dark');
  });

  it('uses the default mode when the site ignores the system preference', () => {
    expect(initialColorMode(null, true, false, 'light')).toBe('light');
    expect(initialColorMode('purple', false, false, 'dark')).toBe('dark');
  });

  it('works on its own, since the boot script inlines its source', () => {
    const inlined = new Function(`return ${initialColorMode.toString()}`)() as typeof initialColorMode;
    expect(inlined(null, true, true, 'light')).toBe('dark');
  });
});
