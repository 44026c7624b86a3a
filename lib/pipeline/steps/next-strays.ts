import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildStep } from '../context';
import { STRAY_NOT_FOUND_FILES } from '../../next-internals';

/**
 * Next also exports its internal not-found route as a page. The site's not-found page is 404.html,
 * which every server answers for an unknown path, so that copy would only be a stray page with status 200.
 */
export const nextStrays: BuildStep = {
  name: 'stray files',
  reads: 'the staging folder',
  writes: 'the staging folder (removes Next’s internal not-found page)',
  run(context) {
    for (const stray of STRAY_NOT_FOUND_FILES) rmSync(join(context.stagingDir, stray), { recursive: true, force: true });
  },
};
