import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll } from 'vitest';
import { contentLayerCommand } from '@/lib/pipeline/steps/content';

/**
 * The build's content step (the check, then contentlayer2) for a test's own content folder, as
 * the build runs it. Its state folder is under the checkout, since the config contentlayer2
 * compiles there loads its packages from the checkout's node_modules; it is removed after the file.
 */
export function contentStepFor(name: string) {
  const stateDir = resolve('.cache', 'unit-tests', `${name}-${process.pid}`);
  mkdirSync(stateDir, { recursive: true });
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));
  return { stateDir, ...contentLayerCommand(stateDir) };
}
