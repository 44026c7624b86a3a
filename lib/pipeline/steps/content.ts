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
    const drawing = draw(context, 'images');
    const { command, args, env } = contentLayerCommand(context.stateDir);
    if (!(await context.run(command, args, { env }))) throw new Error('The content check failed: fix the errors listed above.');
    context.made.images = await drawing;
  },
};
