/**
 * The colour tokens that are read on one another (tailwind.config.ts), each pair held to WCAG AA
 * for normal text in both modes. The build's first step checks them (lib/pipeline/steps/design-tokens.ts),
 * and `npm run dev` shows them in its problems panel, so a token change that makes text unreadable stops the build.
 */
import { calloutKinds } from '../markdown/callout-marker';
import { type ColorTokenName, colorTokens } from '../../tailwind.config';
import { contrastRatio, isHexColor, nearestPassing } from './contrast';

export const AA_NORMAL_TEXT = 4.5;
/** WCAG 2.2 non-text contrast (1.4.11), which the focus ring needs against what it is drawn on. */
export const AA_NON_TEXT = 3;

const CODE_BACKGROUNDS: readonly ColorTokenName[] = ['code-bg', 'code-title-bg', 'code-highlight', 'code-inserted-bg', 'code-deleted-bg'];
/** Every code token that colours text: all `code-` tokens but the backgrounds. */
export const codeTextTokens = (Object.keys(colorTokens.light) as ColorTokenName[]).filter((name) => name.startsWith('code-') && !CODE_BACKGROUNDS.includes(name));

export const calloutTokens = Object.keys(calloutKinds).map((kind) => {
  const name = kind.toLowerCase();
  return { bg: `${name}-bg`, border: `${name}-border`, title: `${name}-title` } as { bg: ColorTokenName; border: ColorTokenName; title: ColorTokenName };
});

type Pair = [foreground: ColorTokenName, background: ColorTokenName, ratio: number];

/** A pair as written: text, held to AA_NORMAL_TEXT, unless a ratio follows. */
type WrittenPair = [foreground: ColorTokenName, background: ColorTokenName, ratio?: number];

const pairsAsWritten: readonly WrittenPair[] = [
  ['fg', 'bg'],
  ['muted', 'bg'],
  ['fg', 'surface'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  // The landing page's cards, and links in cards and table headers.
  ['accent', 'surface'],
  ['accent', 'accent-soft'],
  // The version chips and the diagram's labels.
  ['fg', 'accent-soft'],
  // Inline code, and inline code in a link.
  ['fg', 'code-bg'],
  ['accent', 'code-bg'],
  // The focus ring, on the page and on cards.
  ['ring', 'bg', AA_NON_TEXT],
  ['ring', 'surface', AA_NON_TEXT],
  // npm run dev's problems panel.
  ['muted', 'warning-bg'],
  ['accent-fg', 'accent'],
  ['announcement-fg', 'announcement-bg'],
  ['footer-fg', 'footer-bg'],
  // Highlighted, inserted and removed lines keep their token colours, line numbers and signs; the
  // title bar uses the code text colour.
  ...(['code-bg', 'code-highlight', 'code-inserted-bg', 'code-deleted-bg'] as const).flatMap((bg) =>
    codeTextTokens.map((name): WrittenPair => [name, bg]),
  ),
  ['code-fg', 'code-title-bg'],
  // A callout's body text and links, and its title, on the callout's background.
  ...calloutTokens.flatMap(({ bg, title }): WrittenPair[] => [
    ['fg', bg],
    ['accent', bg],
    [title, bg],
  ]),
];

export const contrastPairs: readonly Pair[] = pairsAsWritten.map(([foreground, background, ratio = AA_NORMAL_TEXT]) => [foreground, background, ratio]);

/** Where the tokens are, which every problem names. */
export const TOKENS_FILE = 'tailwind.config.ts';

const MODES = ['light', 'dark'] as const;
type Tokens = Record<(typeof MODES)[number], Record<ColorTokenName, string>>;

/** A token each mode must set, as six-digit hex, before any pair can be measured. */
function malformedTokens(tokens: Tokens): string[] {
  const names = new Set(MODES.flatMap((mode) => Object.keys(tokens[mode])));
  return MODES.flatMap((mode) =>
    [...names].flatMap((name) => {
      const value = tokens[mode][name as ColorTokenName] as string | undefined;
      if (value === undefined) return [`${mode} mode: ${name} has no value; every colour token needs one in both modes, or the other mode's value shows there.`];
      return isHexColor(value) ? [] : [`${mode} mode: ${name} is ${value}, which the contrast check cannot read; write it as #rrggbb (six hex digits, such as #ffffff for #fff).`];
    }),
  );
}

/**
 * One line per pair that falls short, naming the mode, the pair, its ratio and the nearest
 * foreground that passes every pair it is in (so that taking it does not fail another).
 */
export function contrastProblems(tokens: Tokens = colorTokens): string[] {
  const malformed = malformedTokens(tokens);
  if (malformed.length > 0) return malformed;
  return MODES.flatMap((mode) => {
    const value = (name: ColorTokenName) => tokens[mode][name];
    const pairsOf = (foreground: ColorTokenName) => contrastPairs.filter(([name]) => name === foreground).map(([, background, ratio]) => ({ background: value(background), ratio }));
    return contrastPairs.flatMap(([foreground, background, needed]) => {
      const ratio = contrastRatio(value(foreground), value(background));
      if (ratio >= needed) return [];
      const what = needed === AA_NORMAL_TEXT ? 'text' : 'a focus ring';
      return [`${mode} mode: ${foreground} ${value(foreground)} on ${background} ${value(background)} is ${ratio.toFixed(2)}:1, under the ${needed}:1 ${what} needs; the nearest ${foreground} that passes all its pairs is ${nearestPassing(value(foreground), pairsOf(foreground))}.`];
    });
  });
}
