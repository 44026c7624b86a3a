import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { getAllDocs } from '../../content/docs';
import type { BuildStep } from '../context';
import { STRAY_NOT_FOUND_FILES, unrequestedPayloadFile } from '../../next-internals';

/**
 * What Next exports that no reader asks for (lib/next-internals.ts, 2): its internal not-found page,
 * which would be a stray page with status 200 (servers answer 404.html for an unknown path), and each
 * route's second copy of its whole-route payload.
 */
export const nextStrays: BuildStep = {
  name: 'stray files',
  reads: 'the staging folder',
  writes: 'the staging folder (removes Next’s internal not-found page and the payload copies no client asks for)',
  run(context) {
    for (const stray of STRAY_NOT_FOUND_FILES) rmSync(join(context.stagingDir, stray), { recursive: true, force: true });
    for (const doc of getAllDocs()) rmSync(join(context.stagingDir, unrequestedPayloadFile(doc.path)), { force: true });
  },
};
