import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { getAllDocs } from '../../content/docs';
import { RESERVED_ROUTES } from '../../navigation/reserved-routes';
import type { BuildStep } from '../context';
import { STRAY_NOT_FOUND_FILES, unrequestedPayloadFile } from '../../next-internals';

/**
 * What Next exports that no reader asks for (lib/next-internals.ts, 2): its internal not-found page,
 * which would be a stray page with status 200 (servers answer 404.html for an unknown path), and the
 * second copy of its whole-route payload that each page's route gets, the docs' and the design tokens'.
 */
export const nextStrays: BuildStep = {
  name: 'stray files',
  reads: 'the staging folder',
  writes: 'the staging folder (removes Next’s internal not-found page and the payload copies no client asks for)',
  run(context) {
    for (const stray of STRAY_NOT_FOUND_FILES) rmSync(join(context.stagingDir, stray), { recursive: true, force: true });
    const routes = [...getAllDocs().map((doc) => doc.path), RESERVED_ROUTES.designTokens];
    for (const route of routes) rmSync(join(context.stagingDir, unrequestedPayloadFile(route)), { force: true });
  },
};
