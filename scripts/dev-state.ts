/**
 * `npm run dev` keeps its state (contentlayer2's documents) in a folder of its own, never a build's:
 * imported first by scripts/dev.ts, so every module after it, and every server it starts, sees it.
 */
process.env.BUILD_STATE_DIR ??= '.cache/dev';
