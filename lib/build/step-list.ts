/**
 * The build as one list of declared steps (scripts/build.ts): each names what it reads and what
 * it writes, runs after the one before it, and is printed with its time when it ends, so the
 * output shows where a build's time goes and the list shows where to add a step.
 */
export interface BuildStep {
  name: string;
  reads: string;
  writes: string;
  run: () => unknown;
}

export interface StepTime {
  name: string;
  ms: number;
}

const formatStepTime = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs the steps in order; each one's time goes to `times` as it ends. */
export async function runSteps(steps: readonly BuildStep[], times: StepTime[], print: (line: string) => void = console.log): Promise<void> {
  for (const step of steps) {
    const start = performance.now();
    await step.run();
    const ms = Math.round(performance.now() - start);
    times.push({ name: step.name, ms });
    print(`⏱ ${step.name}: ${formatStepTime(ms)} (reads ${step.reads}; writes ${step.writes})`);
  }
}
