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
    it.each(contrastPairs)('%s on %s reaches its ratio (text 4.5:1, the focus ring 3:1)', (foreground, background, needed) => {
      const ratio = contrastRatio(colorTokens[mode][foreground], colorTokens[mode][background]);
      expect(ratio, `${mode}: ${foreground} ${colorTokens[mode][foreground]} on ${background} ${colorTokens[mode][background]}`).toBeGreaterThanOrEqual(needed);
    });
  });
});

describe('the build step that checks them', () => {
  it('names a pair that falls short, its ratio, and one colour that passes every pair of that token', () => {
    const faint = { ...colorTokens, light: { ...colorTokens.light, accent: '#7fd1b0' } };
    const problems = contrastProblems(faint);
    const accentProblems = problems.filter((problem) => problem.startsWith('light mode: accent '));
    expect(accentProblems[0]).toMatch(new RegExp(`^light mode: accent #7fd1b0 on bg ${colorTokens.light.bg} is 1\\.80:1, under the 4\\.5:1 text needs; the nearest accent that passes all its pairs is #[0-9a-f]{6}\\.$`));
    const suggestions = new Set(accentProblems.map((problem) => /is (#[0-9a-f]{6})\.$/.exec(problem)![1]));
    expect(suggestions.size).toBe(1);
    // Taking it leaves no pair of the accent short.
    const taken = { ...faint, light: { ...faint.light, accent: [...suggestions][0]! } };
    expect(contrastProblems(taken).filter((problem) => problem.startsWith('light mode: accent '))).toEqual([]);
    expect(problems.every((problem) => problem.startsWith('light mode: accent'))).toBe(true);
    expect(contrastProblems()).toEqual([]);
  });

  it('holds the focus ring to 3:1 against the page', () => {
    const faint = { ...colorTokens, dark: { ...colorTokens.dark, ring: colorTokens.dark.bg } };
    expect(contrastProblems(faint)).toContain(
      `dark mode: ring ${colorTokens.dark.bg} on bg ${colorTokens.dark.bg} is 1.00:1, under the 3:1 a focus ring needs; the nearest ring that passes all its pairs is ${nearestPassing(colorTokens.dark.bg, [{ background: colorTokens.dark.bg, ratio: 3 }, { background: colorTokens.dark.surface, ratio: 3 }])}.`,
    );
  });

  it('names a token with no value in one mode, and a value it cannot read, instead of measuring', () => {
    const darkWithoutRing = Object.fromEntries(Object.entries(colorTokens.dark).filter(([name]) => name !== 'ring'));
    const broken = { light: { ...colorTokens.light, bg: '#fff' }, dark: darkWithoutRing } as unknown as Parameters<typeof contrastProblems>[0];
    expect(contrastProblems(broken)).toEqual([
      'light mode: bg is #fff, which the contrast check cannot read; write it as #rrggbb (six hex digits, such as #ffffff for #fff).',
      "dark mode: ring has no value; every colour token needs one in both modes, or the other mode's value shows there.",
    ]);
  });

  it('suggests the least change of lightness that passes', () => {
    const onWhite = [{ background: '#ffffff', ratio: AA_NORMAL_TEXT }];
    const suggestion = nearestPassing('#7fd1b0', onWhite);
    expect(contrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(suggestion, '#ffffff')).toBeLessThan(AA_NORMAL_TEXT + 0.1);
    expect(nearestPassing('#222222', onWhite)).toBe('#222222');
  });
});
