import type { Rng } from './prng';
import { adjectives, adverbs, baseVerbs, connectors, nouns, properNouns, verbs } from './vocabulary';

/** `entity cache` → `entityCache`, for identifiers in inline code and snippets. */
export const camel = (words: readonly string[]) =>
  words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('').replace(/-/g, '');
export const pascal = (words: readonly string[]) => camel(words).replace(/^./, (first) => first.toUpperCase());
export const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** `entity` → `entities`, `index` → `indexes`, `plugin` → `plugins`. */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** `a` or `an`, by the first letter, which is close enough for this vocabulary. */
const withArticle = (phrase: string) => `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`;

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * One sentence of pseudo-prose. Several shapes, inline code and emphasis, so the pages compress and
 * index like written docs rather than like one repeated line.
 */
export function sentence(rng: Rng): string {
  const noun = () => rng.pick(nouns);
  const adjective = () => rng.pick(adjectives);
  switch (rng.int(0, 9)) {
    case 0:
      return `The ${adjective()} ${noun()} ${rng.pick(verbs)} the ${noun()} ${rng.pick(adverbs)}.`;
    case 1:
      return `${rng.pick(connectors)} the ${noun()} ${rng.pick(verbs)} every ${adjective()} ${noun()} before the ${noun()} ${rng.pick(verbs)} it.`;
    case 2:
      return `Use \`${camel([rng.pick(baseVerbs), noun()])}()\` to ${rng.pick(baseVerbs)} ${withArticle(adjective())} ${noun()} from ${rng.pick(properNouns)}.`;
    case 3:
      return `${rng.pick(properNouns)} ${rng.pick(verbs)} the ${noun()} only when its ${noun()} is ${adjective()}.`;
    case 4:
      return `If ${withArticle(noun())} has no ${noun()}, the ${noun()} ${rng.pick(verbs)} ${withArticle(adjective())} one and logs a warning.`;
    case 5:
      return `This keeps the ${noun()} ${adjective()} and the ${noun()} ${adjective()}, which matters for **${adjective()} ${noun()}** handling.`;
    case 6:
      return `${capitalize(withArticle(adjective()))} ${noun()} is not the same as ${withArticle(adjective())} ${noun()}: the first ${rng.pick(verbs)} ${withArticle(noun())}, the second ${rng.pick(verbs)} nothing.`;
    case 7:
      return `You rarely need to ${rng.pick(baseVerbs)} the ${noun()} yourself, since ${rng.pick(properNouns)} ${rng.pick(verbs)} it *${rng.pick(adverbs)}*.`;
    case 8:
      return `${rng.pick(connectors)} set \`${noun()}.${camel([adjective(), noun()])}\` to \`${rng.pick(['true', 'false', String(rng.int(1, 512))])}\` in the ${noun()} file.`;
    default:
      return `Each ${noun()} belongs to exactly one ${noun()}, and the ${noun()} ${rng.pick(verbs)} its ${noun()} on the main thread.`;
  }
}
