import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from '@/lib/browser/prefetch';

describe('shouldPrefetch', () => {
  it('prefetches when the browser says nothing about the connection', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
  });

  it('does not prefetch when the reader asked to save data, even on a fast connection', () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['2g', 'slow-2g'])('does not prefetch on %s', (effectiveType) => {
    expect(shouldPrefetch({ effectiveType })).toBe(false);
  });

  it.each(['3g', '4g'])('prefetches on %s', (effectiveType) => {
    expect(shouldPrefetch({ effectiveType, saveData: false })).toBe(true);
  });
});
