/**
 * Corrects the words of a query that the docs do not hold to the nearest word they do, within the
 * edits a typist makes: a letter dropped, doubled, swapped with the next or mistyped
 * (Damerau–Levenshtein distance, one edit for a four-letter word, two for longer ones).
 */
import damerauLevenshtein from 'damerau-levenshtein';
import { type Vocabulary, WORD, WORD_LENGTHS } from './vocabulary';

/** Whether a word of the vocabulary starts with `prefix`: Pagefind finds a half-typed word itself. */
function startsAWord(prefix: string, sorted: readonly string[]): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return sorted[low]?.startsWith(prefix) ?? false;
}

/** The vocabulary's word nearest to `word`, the most frequent of those as near; null when it needs none or none is near. */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const key = word.toLowerCase();
  if (key.length < WORD_LENGTHS.min || startsAWord(key, vocabulary.sorted)) return null;
  let nearest: string | null = null;
  let edits = key.length === WORD_LENGTHS.min ? 2 : 3;
  for (const candidate of vocabulary.words) {
    if (Math.abs(candidate.key.length - key.length) >= edits) continue;
    const steps = damerauLevenshtein(key, candidate.key).steps;
    if (steps >= edits) continue;
    nearest = candidate.written;
    edits = steps;
    // Nothing is nearer than one edit (the word itself would have started a word).
    if (steps === 1) break;
  }
  return nearest;
}

/** `query` with each word the docs do not hold replaced by the nearest they do; null when no word changed. */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  // A correction is never the word itself, nor the word in other letter case (that would start a word).
  const corrected = query.replace(WORD, (word) => correctWord(word, vocabulary) ?? word);
  return corrected === query ? null : corrected;
}
