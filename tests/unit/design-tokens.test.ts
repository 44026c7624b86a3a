import { describe, expect, it } from 'vitest';
import { type ColorTokenName, colorTokens } from '@/tailwind.config';
import { contrastRatio } from './helpers/contrast';

const AA_NORMAL_TEXT = 4.5;

describe('contrastRatio', () => {
  it('agrees with the WCAG reference points', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6e4f', '#0b6e4f')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_NORMAL_TEXT);
  });
});

const codeBackgrounds: ColorTokenName[] = ['code-bg', 'code-title-bg', 'code-highlight', 'code-inserted-bg', 'code-deleted-bg'];
const codeTextTokens = (Object.keys(colorTokens.light) as ColorTokenName[]).filter(
  (name) => name.startsWith('code-') && !codeBackgrounds.includes(name),
);

const pairs: [foreground: ColorTokenName, background: ColorTokenName][] = [
  ['fg', 'bg'],
  ['muted', 'bg'],
  ['fg', 'surface'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  ['accent', 'accent-soft'],
  ['accent-fg', 'accent'],
  ['announcement-fg', 'announcement-bg'],
  ['footer-fg', 'footer-bg'],
  ...codeTextTokens.map((name): [ColorTokenName, ColorTokenName] => [name, 'code-bg']),
  // Highlighted, inserted and removed lines keep their token colours, line numbers and signs; the
  // title bar uses the code text colour.
  ...codeTextTokens.map((name): [ColorTokenName, ColorTokenName] => [name, 'code-highlight']),
  ...codeTextTokens.map((name): [ColorTokenName, ColorTokenName] => [name, 'code-inserted-bg']),
  ...codeTextTokens.map((name): [ColorTokenName, ColorTokenName] => [name, 'code-deleted-bg']),
  ['code-fg', 'code-title-bg'],
  ['fg', 'note-bg'],
  ['fg', 'tip-bg'],
  ['fg', 'warning-bg'],
  ['note-title', 'note-bg'],
  ['tip-title', 'tip-bg'],
  ['warning-title', 'warning-bg'],
];

describe('colour tokens', () => {
  it('has the same token names in both modes', () => {
    expect(Object.keys(colorTokens.dark).sort()).toEqual(Object.keys(colorTokens.light).sort());
  });

  it('covers all code token colours (comment, keyword, string, number, function, property, punctuation, line numbers, inserted/removed signs)', () => {
    expect(codeTextTokens.sort()).toEqual([
      'code-comment',
      'code-deleted-sign',
      'code-fg',
      'code-function',
      'code-inserted-sign',
      'code-keyword',
      'code-line-number',
      'code-number',
      'code-property',
      'code-punctuation',
      'code-string',
    ]);
  });

  describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
    it.each(pairs)(`%s on %s reaches ${AA_NORMAL_TEXT}:1`, (foreground, background) => {
      const ratio = contrastRatio(colorTokens[mode][foreground], colorTokens[mode][background]);
      expect(ratio, `${mode}: ${foreground} ${colorTokens[mode][foreground]} on ${background} ${colorTokens[mode][background]}`).toBeGreaterThanOrEqual(
        AA_NORMAL_TEXT,
      );
    });
  });
});
