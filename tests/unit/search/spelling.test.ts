import { describe, expect, it } from 'vitest';
import { correctQuery, correctWord } from '@/lib/search/spelling';
import { countWords, readVocabulary, vocabularyText, type WordCounts } from '@/lib/search/vocabulary';

const docs = `Glossa formats MiniMessage templates with ICU plural rules. Glossa loads translations from
Configurate nodes; a blueprint names its components. Blueprints, translations and plural forms.
The give command gives a blueprint. Glossa plural translations purl.`;
const counts: WordCounts = new Map();
countWords(docs, counts);
const vocabulary = readVocabulary(vocabularyText(counts));

describe('the vocabulary file', () => {
  it('lists each word of four letters or more once, the most frequent first, as the text most often writes it', () => {
    const words = vocabularyText(counts).split('\n');
    expect(words.slice(0, 3)).toEqual(['Glossa', 'plural', 'translations']);
    expect(words).toContain('MiniMessage');
    expect(words).not.toContain('ICU');
    expect(words).not.toContain('The');
    expect(new Set(words.map((word) => word.toLowerCase())).size).toBe(words.length);
  });
});

describe('correctWord', () => {
  it.each([
    ['Glosa', 'Glossa', 'a letter dropped'],
    ['plurl', 'plural', 'a letter dropped'],
    ['blueprnt', 'blueprint', 'a letter dropped'],
    ['translattions', 'translations', 'a letter doubled'],
    ['Configuarte', 'Configurate', 'two letters swapped'],
    ['transalations', 'translations', 'two letters swapped'],
    ['MiniMesage', 'MiniMessage', 'a letter dropped in a compound name'],
    ['tenplates', 'templates', 'a letter mistyped'],
    ['Glpsa', 'Glossa', 'a letter mistyped'],
    ['conifgurtae', 'Configurate', 'two swaps'],
  ])('%s → %s (%s)', (typed, expected) => {
    expect(correctWord(typed, vocabulary)).toBe(expected);
  });

  it('leaves a word the docs hold, or start, alone: Pagefind finds half-typed words itself', () => {
    for (const word of ['plural', 'PLURAL', 'transl', 'Configur', 'blueprints']) expect(correctWord(word, vocabulary)).toBeNull();
  });

  it('leaves words shorter than four letters and words three edits from any alone', () => {
    for (const word of ['ICV', 'gve', 'xylophone', 'qzrl', 'tmplts']) expect(correctWord(word, vocabulary)).toBeNull();
  });

  it('corrects a four-letter word by one edit only', () => {
    expect(correctWord('gvie', vocabulary)).toBe('give');
    expect(correctWord('gvei', vocabulary)).toBeNull();
  });

  it('prefers the nearest word, then the most frequent of those as near', () => {
    // `plurl` is one edit from `plural` and from `purl`: `plural` is on the pages more often.
    expect(correctWord('plurl', vocabulary)).toBe('plural');
    expect(correctWord('blueprint', vocabulary)).toBeNull();
  });
});

describe('correctQuery', () => {
  it('corrects each word the docs do not hold and keeps the rest of the query as typed', () => {
    expect(correctQuery('Glosa plurl rules', vocabulary)).toBe('Glossa plural rules');
    expect(correctQuery('sokol:blueprnt_give', vocabulary)).toBe('sokol:blueprint_give');
  });

  it('is null when every word is held or cannot be corrected', () => {
    expect(correctQuery('Glossa plural', vocabulary)).toBeNull();
    expect(correctQuery('xylophone 1.19', vocabulary)).toBeNull();
    expect(correctQuery('', vocabulary)).toBeNull();
  });
});
