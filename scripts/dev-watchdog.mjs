/**
 * Started detached by `npm run dev` (scripts/dev-children.ts): once its parent, the supervisor, is
 * gone (even by a SIGKILL, which runs no handler), it stops the children's process groups.
 * Plain JavaScript, so it starts with node alone.
 *
 * Arguments: the poll interval in ms, the grace in ms between SIGTERM and SIGKILL, then the
 * process group ids.
 */
const [intervalMs, graceMs, ...groups] = process.argv.slice(2).map(Number);
const supervisor = process.ppid;

function signalAll(signal) {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // That group is gone already.
    }
  }
}

// A dead parent hands its children to another process, so a changed ppid means the supervisor is
// gone; kill(pid, 0) would still succeed on it as a zombie.
const timer = setInterval(() => {
  if (process.ppid === supervisor) return;
  clearInterval(timer);
  signalAll('SIGTERM');
  setTimeout(() => signalAll('SIGKILL'), graceMs);
}, intervalMs);
