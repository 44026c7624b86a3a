import { describe, expect, it } from 'vitest';
import { type ColorTokenName, colorTokens } from '@/tailwind.config';
import { calloutKinds } from '@/lib/markdown/callout-marker';
import { contrastRatio } from '@/tests/unit/helpers/contrast';

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

const calloutTokens = Object.keys(calloutKinds).map((kind) => {
  const name = kind.toLowerCase();
  return { bg: `${name}-bg`, border: `${name}-border`, title: `${name}-title` } as { bg: ColorTokenName; border: ColorTokenName; title: ColorTokenName };
});

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
  // A callout's body text and links, and its title, on the callout's background.
  ...calloutTokens.flatMap(({ bg, title }): [ColorTokenName, ColorTokenName][] => [
    ['fg', bg],
    ['accent', bg],
    [title, bg],
  ]),
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

  it('gives every callout kind a background, border and title colour', () => {
    const tokens = Object.keys(colorTokens.light);
    expect(calloutTokens.flatMap(({ bg, border, title }) => [bg, border, title]).filter((name) => !tokens.includes(name))).toEqual([]);
    expect(calloutTokens).toHaveLength(5);
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
