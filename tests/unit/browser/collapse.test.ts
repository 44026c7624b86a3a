import { describe, expect, it } from 'vitest';
import { collapseDurationMs } from '@/lib/browser/collapse';

describe('collapseDurationMs', () => {
  it('matches the Material UI formula at hand-computed points', () => {
    // constant = h / 36; duration = round((4 + 15 * constant^0.25 + constant / 5) * 10)
    // h = 36:   constant 1,  1^0.25 = 1  → (4 + 15 + 0.2) * 10  = 192
    // h = 576:  constant 16, 16^0.25 = 2 → (4 + 30 + 3.2) * 10  = 372
    // h = 2916: constant 81, 81^0.25 = 3 → (4 + 45 + 16.2) * 10 = 652
    expect(collapseDurationMs(36)).toBe(192);
    expect(collapseDurationMs(576)).toBe(372);
    expect(collapseDurationMs(2916)).toBe(652);
  });

  it('grows with the height of the content', () => {
    const heights = [1, 10, 50, 100, 300, 1000, 5000];
    const durations = heights.map(collapseDurationMs);
    for (let i = 1; i < durations.length; i++) expect(durations[i]).toBeGreaterThan(durations[i - 1]!);
  });

  it('is sub-linear: doubling the height less than doubles the duration', () => {
    for (const height of [10, 100, 400, 1000, 4000]) {
      expect(collapseDurationMs(height * 2)).toBeLessThan(2 * collapseDurationMs(height));
    }
  });

  it.each([0, -20, Number.NaN, Number.POSITIVE_INFINITY])('is 0 for a height of %s', (height) => {
    expect(collapseDurationMs(height)).toBe(0);
  });
});
