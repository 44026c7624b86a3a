/**
 * A build through the real runner (lib/pipeline/runner/run-build.ts) with one tiny step, in the
 * folder it is started in: what the runner does with the folders earlier builds left is then
 * tested in seconds, not in a site build. The step writes `index.html` saying `TINY_BUILD_TEXT`, and
 * a chain of `TINY_BUILD_DEPTH` nested folders, as a redirect route that deep once made.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBuild } from '../../lib/pipeline/runner/run-build';
import { deepFolders } from './deep-folders';

const depth = Number(process.env.TINY_BUILD_DEPTH ?? 0);

await runBuild(
  [
    {
      name: 'tiny export',
      reads: 'nothing',
      writes: 'the staging folder',
      run({ stagingDir }) {
        mkdirSync(stagingDir, { recursive: true });
        if (depth > 0) deepFolders(stagingDir, depth);
        writeFileSync(join(stagingDir, 'index.html'), process.env.TINY_BUILD_TEXT ?? 'tiny');
      },
    },
  ],
  'out',
);
