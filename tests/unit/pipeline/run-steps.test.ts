import { describe, expect, it } from 'vitest';
import type { BuildContext } from '@/lib/pipeline/context';
import { runSteps, type StepTime } from '@/lib/pipeline/runner/run-steps';

const context = {} as BuildContext;

describe('the build as declared steps', () => {
  it('runs the steps in order and prints each with its time, what it reads and what it writes', async () => {
    const ran: string[] = [];
    const printed: string[] = [];
    const times: StepTime[] = [];
    await runSteps(
      [
        { name: 'content check', reads: 'content/', writes: '.cache/out/.contentlayer/generated/', run: (given: BuildContext) => void ran.push(given === context ? 'check' : 'wrong context') },
        { name: 'search index', reads: 'the pages', writes: '.out-staging/pagefind/', run: async () => void ran.push('index') },
      ],
      context,
      times,
      (line) => printed.push(line),
    );
    expect(ran).toEqual(['check', 'index']);
    expect(times.map((time) => time.name)).toEqual(['content check', 'search index']);
    expect(printed[0]).toMatch(/^⏱ content check: \d+\.\d s \(reads content\/; writes \.cache\/out\/\.contentlayer\/generated\/\)$/);
    expect(printed[1]).toMatch(/^⏱ search index: \d+\.\d s \(reads the pages; writes \.out-staging\/pagefind\/\)$/);
  });

  it('runs no step after one that fails', async () => {
    const ran: string[] = [];
    const steps = [
      { name: 'next build', reads: 'app/', writes: '.out-staging/', run: () => Promise.reject(new Error('next build failed.')) },
      { name: 'precompress', reads: 'the pages', writes: '.out-staging/**/*.br', run: () => void ran.push('precompress') },
    ];
    await expect(runSteps(steps, context, [], () => {})).rejects.toThrow('next build failed.');
    expect(ran).toEqual([]);
  });
});
