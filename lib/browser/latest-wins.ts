/**
 * Runs `task` one call at a time, for the newest input only: an input given while a run is on
 * waits for it and replaces the one already waiting, whose promise then resolves to null.
 *
 * Search as the reader types: each keystroke's query starts at once when nothing runs, instead of
 * after a fixed debounce, and a burst of keystrokes never queues more than one search behind the
 * one running.
 */
export function latestWins<Input, Output>(task: (input: Input) => Promise<Output>): (input: Input) => Promise<Output | null> {
  let running = false;
  let waiting: { input: Input; resolve: (output: Output | null) => void; reject: (error: unknown) => void } | null = null;

  async function drain() {
    running = true;
    while (waiting !== null) {
      const job = waiting;
      waiting = null;
      try {
        job.resolve(await task(job.input));
      } catch (error) {
        job.reject(error);
      }
    }
    running = false;
  }

  return (input) =>
    new Promise((resolve, reject) => {
      waiting?.resolve(null);
      waiting = { input, resolve, reject };
      if (!running) void drain();
    });
}
