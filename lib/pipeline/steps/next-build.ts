import { publishedDocsFile } from '../build-state';
import type { BuildStep } from '../context';
import { heapLimitMb, withHeapLimit } from '../heap-limit';

/** `next build` of the checkout, its export written into the staging folder (next.config.ts's distDir). */
export const nextBuild: BuildStep = {
  name: 'next build',
  reads: 'app/, components/, the documents',
  writes: '.next/, the staging folder',
  async run(context) {
    const env = { EXPORT_DIR: context.stagingDir, NODE_OPTIONS: withHeapLimit(process.env.NODE_OPTIONS, heapLimitMb(publishedDocsFile)) };
    if (!(await context.run('node_modules/.bin/next', ['build'], { env }))) throw new Error('next build failed.');
  },
};
