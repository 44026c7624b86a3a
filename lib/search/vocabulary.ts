/**
 * The words of the search index, written once for the whole site (`siteConfig.search.vocabulary`),
 * so the search dialog can correct a mistyped word to one the docs hold (lib/search/spelling.ts):
 * Pagefind only matches words from their start. One word a line, the most frequent first, each as
 * the pages most often write it (`MiniMessage`, not `minimessage`).
 */

/** A run of letters and digits holding a letter: the words the dialog corrects, in the text and in a query alike. */
export const WORD = /[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu;

/** Shorter words are a few edits from too many others to be corrected; longer ones are hashes and such. */
export const WORD_LENGTHS = { min: 4, max: 40 } as const;

/** How often each word (lower-cased) occurs, in each way it is written. */
export type WordCounts = Map<string, Map<string, number>>;

/**
 * What one page may add: its most frequent words, each counted at most so often. Every reader who
 * mistypes fetches the vocabulary, and its order decides what a typo becomes, so no one page (a
 * stranger's 100,000 random words, or one word written 300 times) may grow it or take it over.
 */
export const PAGE_VOCABULARY = { words: 3000, occurrences: 20 } as const;

const sum = (numbers: Iterable<number>) => [...numbers].reduce((total, count) => total + count, 0);

/** Counts the words of one page's `text` into `counts`, within PAGE_VOCABULARY. */
export function countWords(text: string, counts: WordCounts): void {
  const page: WordCounts = new Map();
  for (const [word] of text.matchAll(WORD)) {
    if (word.length < WORD_LENGTHS.min || word.length > WORD_LENGTHS.max) continue;
    const key = word.toLowerCase();
    const spellings = page.get(key) ?? new Map<string, number>();
    spellings.set(word, (spellings.get(word) ?? 0) + 1);
    page.set(key, spellings);
  }
  const frequent = [...page]
    .map(([key, spellings]) => ({ key, spellings, count: sum(spellings.values()) }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, PAGE_VOCABULARY.words);
  for (const { key, spellings, count } of frequent) {
    const share = Math.min(1, PAGE_VOCABULARY.occurrences / count);
    const site = counts.get(key) ?? new Map<string, number>();
    for (const [written, times] of spellings) site.set(written, (site.get(written) ?? 0) + times * share);
    counts.set(key, site);
  }
}

/** The vocabulary file's text: the most frequent word first, ties in alphabetical order. */
export function vocabularyText(counts: WordCounts): string {
  return [...counts]
    .map(([key, spellings]) => ({ key, count: sum(spellings.values()), written: [...spellings].reduce((most, next) => (next[1] > most[1] ? next : most))[0] }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ written }) => written)
    .join('\n');
}

/** The vocabulary as the dialog uses it. */
export interface Vocabulary {
  /** Every word, lower-cased and as written, the most frequent first. */
  words: readonly { key: string; written: string }[];
  /** The lower-cased words in code-point order, to find the words a prefix starts. */
  sorted: readonly string[];
}

export function readVocabulary(text: string): Vocabulary {
  const words = text
    .split('\n')
    .filter(Boolean)
    .map((written) => ({ key: written.toLowerCase(), written }));
  return { words, sorted: words.map(({ key }) => key).sort() };
}
