/**
 * The folder the docs are read from. `CONTENT_DIR` lets the scale benchmark build a generated tree
 * without touching the real content/.
 */
export const contentDir = process.env.CONTENT_DIR ?? 'content';
