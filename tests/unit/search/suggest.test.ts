import { describe, expect, it } from 'vitest';
import { closest, closestRoute, editDistance, nearby } from '@/lib/search/suggest';

describe('editDistance', () => {
  it('counts the edits between two words', () => {
    expect(editDistance('overveiw', 'overview')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('gives anything past its limit as limit + 1, and the exact count within it', () => {
    for (const [a, b] of [['kitten', 'sitting'], ['flaw', 'lawn'], ['intention', 'execution'], ['a', 'abcdefgh']] as const) {
      const exact = editDistance(a, b);
      for (let limit = 0; limit <= 10; limit++) expect(editDistance(a, b, limit), `${a} ${b} ${limit}`).toBe(Math.min(exact, limit + 1));
    }
  });
});

describe('closest', () => {
  it('finds the nearest candidate within the distance asked, the first of equals', () => {
    expect(closest(['install', 'intro', 'overview'], 'overveiw', nearby('overveiw'))).toBe('overview');
    expect(closest(['ab', 'ba'], 'aa')).toBe('ab');
    expect(closest(['install'], 'nope', nearby('nope'))).toBeUndefined();
  });

  it('suggests nothing for a name far longer than any typo, nor a candidate that long', () => {
    const long = 'a'.repeat(4_000);
    expect(closest([long, `${long}b`], `${long}c`)).toBeUndefined();
    expect(closest([long, 'aaab'], 'aaac')).toBe('aaab');
    expect(closestRoute(['/glossa/api/intro'], `/${'x'.repeat(5_000)}`)).toBeUndefined();
  });
});
