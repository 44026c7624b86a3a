/**
 * Runs the build's steps (steps/index.ts) in order: each is printed with its time, what it read
 * and what it wrote when it ends, so the output shows where a build's time goes.
 */
import type { BuildContext, BuildStep } from '../context';

export interface StepTime {
  name: string;
  ms: number;
}

/** Runs the steps in order over `context`; each one's time goes to `times` as it ends. */
export async function runSteps(steps: readonly BuildStep[], context: BuildContext, times: StepTime[], print: (line: string) => void = console.log): Promise<void> {
  for (const step of steps) {
    const start = performance.now();
    await step.run(context);
    const ms = Math.round(performance.now() - start);
    times.push({ name: step.name, ms });
    print(`⏱ ${step.name}: ${(ms / 1000).toFixed(1)} s (reads ${step.reads}; writes ${step.writes})`);
  }
}
