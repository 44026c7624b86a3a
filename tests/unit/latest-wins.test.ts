import { describe, expect, it } from 'vitest';
import { latestWins } from '@/lib/browser/latest-wins';

/** A task whose runs the test finishes by hand, in any order. */
function manualTask() {
  const runs: { input: string; finish: (output: string) => void; fail: (error: Error) => void }[] = [];
  const task = (input: string) => new Promise<string>((finish, fail) => runs.push({ input, finish, fail }));
  return { runs, task };
}

describe('latestWins', () => {
  it('starts a call at once when nothing runs', async () => {
    const { runs, task } = manualTask();
    const search = latestWins(task);
    const answer = search('a');
    expect(runs.map((run) => run.input)).toEqual(['a']);
    runs[0]!.finish('A');
    await expect(answer).resolves.toBe('A');
  });

  it('runs only the newest of the inputs given while a run is on, after it; the others resolve to null', async () => {
    const { runs, task } = manualTask();
    const search = latestWins(task);
    const first = search('e');
    const second = search('en');
    const third = search('ent');
    expect(runs.map((run) => run.input)).toEqual(['e']);
    await expect(second).resolves.toBeNull();
    runs[0]!.finish('E');
    await expect(first).resolves.toBe('E');
    await Promise.resolve();
    expect(runs.map((run) => run.input)).toEqual(['e', 'ent']);
    runs[1]!.finish('ENT');
    await expect(third).resolves.toBe('ENT');
  });

  it('passes a failure to its caller and goes on with the next input', async () => {
    const { runs, task } = manualTask();
    const search = latestWins(task);
    const failing = search('x');
    const next = search('xy');
    runs[0]!.fail(new Error('index missing'));
    await expect(failing).rejects.toThrow('index missing');
    await Promise.resolve();
    runs[1]!.finish('XY');
    await expect(next).resolves.toBe('XY');
  });
});
