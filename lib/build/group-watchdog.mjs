// Started by the build and by `npm run dev` in a session of its own, so that killing their process
// groups does not take it along. Its parent writes `+<group>` when it starts a child in a new
// process group and `-<group>` when that child has ended; when the parent's end of the pipe closes,
// for whatever reason (even SIGKILL, which the parent cannot catch), every group still listed is
// killed. Plain JavaScript: it must start without the TypeScript loader, in a few milliseconds.
import { createInterface } from 'node:readline';

const groups = new Set();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const group = Number(line.slice(1));
  if (line.startsWith('+')) groups.add(group);
  else groups.delete(group);
});
lines.on('close', () => {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // The group has ended on its own.
    }
  }
});
