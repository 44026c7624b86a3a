import { describe, expect, it } from 'vitest';
import { contrastRatio, nearestPassing } from '@/lib/design/contrast';
import { AA_NORMAL_TEXT, calloutTokens, codeTextTokens, contrastPairs, contrastProblems } from '@/lib/design/contrast-pairs';
import { colorTokens } from '@/tailwind.config';

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
    it.each(contrastPairs)(`%s on %s reaches ${AA_NORMAL_TEXT}:1`, (foreground, background) => {
      const ratio = contrastRatio(colorTokens[mode][foreground], colorTokens[mode][background]);
      expect(ratio, `${mode}: ${foreground} ${colorTokens[mode][foreground]} on ${background} ${colorTokens[mode][background]}`).toBeGreaterThanOrEqual(
        AA_NORMAL_TEXT,
      );
    });
  });
});

describe('the build step that checks them', () => {
  it('names a pair that falls short, its ratio and the nearest colour that passes', () => {
    const faint = { ...colorTokens, light: { ...colorTokens.light, accent: '#7fd1b0' } };
    const problems = contrastProblems(faint);
    expect(problems).toContain(
      `light mode: accent #7fd1b0 on bg ${colorTokens.light.bg} is 1.80:1, under the 4.5:1 text needs; the nearest accent that passes is ${nearestPassing('#7fd1b0', colorTokens.light.bg, AA_NORMAL_TEXT)}.`,
    );
    expect(problems.every((problem) => problem.startsWith('light mode: accent'))).toBe(true);
    expect(contrastProblems()).toEqual([]);
  });

  it('suggests the least change of lightness that passes', () => {
    const suggestion = nearestPassing('#7fd1b0', '#ffffff', AA_NORMAL_TEXT);
    expect(contrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(suggestion, '#ffffff')).toBeLessThan(AA_NORMAL_TEXT + 0.1);
    expect(nearestPassing('#222222', '#ffffff', AA_NORMAL_TEXT)).toBe('#222222');
  });
});
