import { resolve } from 'node:path';
import { contentDir } from '../../content/content-dir';
import type { BuildStep } from '../context';
import { draw } from './draw';

/**
 * `contentlayer2 build` for this build's state folder: contentlayer2 works in the folder its
 * process's `PWD` names, so each export folder's documents are its own.
 */
export function contentLayerCommand(stateDir: string) {
  return {
    command: resolve('node_modules/.bin/contentlayer2'),
    args: ['build', '--config', resolve('contentlayer.config.ts')],
    env: { PWD: resolve(stateDir) },
  };
}

/**
 * contentlayer2 turns the pages the content check passes into typed documents (its source is the
 * check: lib/content/checked-content.ts). The images need only the content folder, so they are
 * drawn meanwhile, while the check leaves part of the cores idle. A broken image fails the check
 * with a message naming its page.
 */
export const content: BuildStep = {
  name: 'content: check, then contentlayer2; images drawn beside it',
  reads: `${contentDir}/, its git history`,
  writes: 'the state folder’s .contentlayer/ and images/',
  async run(context) {
    const { command, args, env } = contentLayerCommand(context.stateDir);
    // Both end before the step does, so a writer sees the check's errors and every image that cannot be drawn at once.
    const [checked, drawn] = await Promise.allSettled([context.run(command, args, { env }), draw(context, 'images')]);
    if (checked.status === 'rejected') throw checked.reason;
    if (!checked.value) throw new Error('The content check failed: fix the errors listed above.');
    if (drawn.status === 'rejected') throw drawn.reason;
    context.made.images = drawn.value;
  },
};
