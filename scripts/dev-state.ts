/**
 * `npm run dev` keeps its state in a folder of its own (lib/pipeline/dev-state-dir.ts): imported
 * first by scripts/dev.ts, so every module after it, and every server it starts, sees it.
 */
import { devStateDirFor } from '../lib/pipeline/dev-state-dir';

process.env.BUILD_STATE_DIR ??= devStateDirFor(process.env.CONTENT_DIR);
