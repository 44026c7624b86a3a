/**
 * Started detached by `npm run dev` (scripts/dev-children.ts): once its parent, the supervisor, is
 * gone (even by a SIGKILL, which runs no handler), it stops the children's process groups.
 * Plain JavaScript, so it starts with node alone.
 *
 * Arguments: the supervisor's pid (given, not read from `process.ppid`, since the supervisor may be
 * gone before this process has started), the poll interval in ms, the grace in ms between SIGTERM
 * and SIGKILL, then the process group ids.
 */
const [supervisor, intervalMs, graceMs, ...groups] = process.argv.slice(2).map(Number);

/** Sends `signal` to every group still there; true when one was. */
function signalAll(signal) {
  let reached = false;
  for (const group of groups) {
    try {
      process.kill(-group, signal);
      reached = true;
    } catch {
      // That group is gone already.
    }
  }
  return reached;
}

// A dead parent hands its children to another process, so a changed ppid means the supervisor is
// gone; kill(pid, 0) would still succeed on it as a zombie.
const watching = setInterval(() => {
  if (process.ppid === supervisor) return;
  clearInterval(watching);
  if (!signalAll('SIGTERM')) return;
  const stopsAt = Date.now() + graceMs;
  // Done once every group is gone, or after one SIGKILL at the end of the grace period (a group of
  // zombies under an init that never reaps them would otherwise keep answering).
  const waiting = setInterval(() => {
    const late = Date.now() >= stopsAt;
    if (signalAll(late ? 'SIGKILL' : 0) && !late) return;
    clearInterval(waiting);
  }, intervalMs);
}, intervalMs);
