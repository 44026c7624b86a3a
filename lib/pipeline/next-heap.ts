/**
 * The heap limit `next build` runs under. Its rendering workers are threads of its one process
 * (next.config.ts), and V8 applies `--max-old-space-size` to every isolate, so each thread gets it.
 * Without a limit V8 lets each thread's heap fill with garbage between collections, and a large
 * site's build takes far more memory in the same time. The limit leaves room to render a page beside
 * the documents every thread holds (lib/content/docs.ts reads them whole), so it grows with them.
 */
import { statSync } from 'node:fs';

const RENDERING_MB = 256;
/** The documents' JSON in memory, as V8 holds it (two bytes a character for most pages' text), with room to parse it. */
const DOCUMENTS_MB_PER_FILE_MB = 3;

export function nextHeapLimitMb(documentsFile: string): number {
  return RENDERING_MB + Math.ceil((DOCUMENTS_MB_PER_FILE_MB * statSync(documentsFile).size) / 1e6);
}

/** `NODE_OPTIONS` for `next build`: the caller's own, and the heap limit. */
export function withHeapLimit(nodeOptions: string | undefined, limitMb: number): string {
  return [nodeOptions, `--max-old-space-size=${limitMb}`].filter(Boolean).join(' ');
}
