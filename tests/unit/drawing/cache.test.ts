import { mkdtempSync, readdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillCache } from '@/lib/drawing/cache';

describe('the files the build draws', () => {
  it('are drawn one file per core at a time', async () => {
    const inFlight = { now: 0, most: 0 };
    const file = (name: string) => ({
      name,
      failure: (reason: string) => reason,
      make: async () => {
        inFlight.most = Math.max(inFlight.most, ++inFlight.now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight.now--;
        return Buffer.from(name);
      },
    });
    const cards = mkdtempSync(join(tmpdir(), 'pool-cards-'));
    const counts = await fillCache(Array.from({ length: 40 }, (_, index) => file(`card-${index}.png`)), cards);
    expect(counts).toEqual({ made: 40, reused: 0 });
    expect(readdirSync(cards)).toHaveLength(40);
    expect(inFlight.most).toBe(availableParallelism());
  });
});
