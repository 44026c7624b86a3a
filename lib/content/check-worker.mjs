// A worker thread does not inherit the TypeScript loader of the process that started it.
import { register } from 'tsx/esm/api';

register();
await import('./check-worker.ts');
