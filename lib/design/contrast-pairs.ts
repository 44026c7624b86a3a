/**
 * The colour tokens that are read on one another (tailwind.config.ts), each pair held to WCAG AA
 * for normal text in both modes. The build's first step checks them (lib/pipeline/steps/design-tokens.ts),
 * and `npm run dev` shows them in its problems panel, so a token change that makes text unreadable stops the build.
 */
import { calloutKinds } from '../markdown/callout-marker';
import { type ColorTokenName, colorTokens } from '../../tailwind.config';
import { contrastRatio, nearestPassing } from './contrast';

export const AA_NORMAL_TEXT = 4.5;

const CODE_BACKGROUNDS: readonly ColorTokenName[] = ['code-bg', 'code-title-bg', 'code-highlight', 'code-inserted-bg', 'code-deleted-bg'];
/** Every code token that colours text: all `code-` tokens but the backgrounds. */
export const codeTextTokens = (Object.keys(colorTokens.light) as ColorTokenName[]).filter((name) => name.startsWith('code-') && !CODE_BACKGROUNDS.includes(name));

export const calloutTokens = Object.keys(calloutKinds).map((kind) => {
  const name = kind.toLowerCase();
  return { bg: `${name}-bg`, border: `${name}-border`, title: `${name}-title` } as { bg: ColorTokenName; border: ColorTokenName; title: ColorTokenName };
});

type Pair = [foreground: ColorTokenName, background: ColorTokenName];

export const contrastPairs: readonly Pair[] = [
  ['fg', 'bg'],
  ['muted', 'bg'],
  ['fg', 'surface'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  ['accent', 'accent-soft'],
  ['accent-fg', 'accent'],
  ['announcement-fg', 'announcement-bg'],
  ['footer-fg', 'footer-bg'],
  // Highlighted, inserted and removed lines keep their token colours, line numbers and signs; the
  // title bar uses the code text colour.
  ...(['code-bg', 'code-highlight', 'code-inserted-bg', 'code-deleted-bg'] as const).flatMap((bg) =>
    codeTextTokens.map((name): Pair => [name, bg]),
  ),
  ['code-fg', 'code-title-bg'],
  // A callout's body text and links, and its title, on the callout's background.
  ...calloutTokens.flatMap(({ bg, title }): Pair[] => [
    ['fg', bg],
    ['accent', bg],
    [title, bg],
  ]),
];

/** Where the tokens are, which every problem names. */
export const TOKENS_FILE = 'tailwind.config.ts';

/** One line per pair that falls short, naming the mode, the pair, its ratio and the nearest foreground that passes. */
export function contrastProblems(tokens: Record<'light' | 'dark', Record<ColorTokenName, string>> = colorTokens): string[] {
  return (['light', 'dark'] as const).flatMap((mode) =>
    contrastPairs.flatMap(([foreground, background]) => {
      const [fg, bg] = [tokens[mode][foreground], tokens[mode][background]];
      const ratio = contrastRatio(fg, bg);
      if (ratio >= AA_NORMAL_TEXT) return [];
      return [`${mode} mode: ${foreground} ${fg} on ${background} ${bg} is ${ratio.toFixed(2)}:1, under the ${AA_NORMAL_TEXT}:1 text needs; the nearest ${foreground} that passes is ${nearestPassing(fg, bg, AA_NORMAL_TEXT)}.`];
    }),
  );
}
