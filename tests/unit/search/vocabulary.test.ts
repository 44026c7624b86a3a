import { describe, expect, it } from 'vitest';
import { countWords, PAGE_VOCABULARY, vocabularyText, type WordCounts } from '@/lib/search/vocabulary';

const randomWord = (index: number) => `zq${index.toString(36).padStart(4, 'a')}x`;

describe('the vocabulary search corrects typos to', () => {
  it('takes from one page at most its most frequent words, so a page of random words cannot grow it for every reader', () => {
    const counts: WordCounts = new Map();
    countWords(Array.from({ length: 10_000 }, (_, index) => randomWord(index)).join(' '), counts);
    expect(counts.size).toBe(PAGE_VOCABULARY.words);
  });

  it('counts a word at most so often a page, so a word written 300 times on one page does not outrank one many pages use', () => {
    const counts: WordCounts = new Map();
    countWords(Array.from({ length: 300 }, () => 'Glossas').join(' '), counts);
    for (let page = 0; page < 25; page++) countWords('Our losses are small.', counts);
    const order = vocabularyText(counts).split('\n');
    expect(order.indexOf('losses')).toBeLessThan(order.indexOf('Glossas'));
  });
});
