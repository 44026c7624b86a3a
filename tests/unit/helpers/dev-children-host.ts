/**
 * A stand-in for scripts/dev.ts in tests/unit/scripts/dev-children.test.ts: starts two children whose
 * process groups each hold a second process (as next dev holds its workers), says so, and then
 * throws uncaught when asked to.
 */
import { superviseChildren } from '../../../scripts/dev-children';

const server = { command: 'sh', args: ['-c', 'sleep 300 & sleep 300'], options: {} };
const start = superviseChildren();
start(server);
start(server);
console.log('started');
if (process.argv[2] === 'throw') setTimeout(() => {
  throw new Error('a bug in the supervisor');
}, 100);
