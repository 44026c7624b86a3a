/**
 * The heap limit of the processes that hold the documents: `next build` (their index, and a page's
 * body at a time) and, in `npm run dev`, contentlayer2 (every document whole). `next build`'s
 * rendering workers are threads of its one process (next.config.ts), and V8 applies
 * `--max-old-space-size` to every isolate, so each thread gets it.
 * Without a limit V8 lets a heap fill with garbage between collections: a large site's build takes
 * far more memory in the same time, and in `npm run dev` each save's documents stay until the
 * machine runs short. The limit leaves room to render a page beside the documents, so it grows with
 * the file the process reads them from.
 */
import { statSync } from 'node:fs';

const RENDERING_MB = 256;
/** The documents' JSON in memory, as V8 holds it (two bytes a character for most pages' text), with room to parse it. */
const DOCUMENTS_MB_PER_FILE_MB = 3;

export function heapLimitMb(documentsFile: string): number {
  return RENDERING_MB + Math.ceil((DOCUMENTS_MB_PER_FILE_MB * statSync(documentsFile).size) / 1e6);
}

/** `NODE_OPTIONS` for such a process: the caller's own, and the heap limit. */
export function withHeapLimit(nodeOptions: string | undefined, limitMb: number): string {
  return [nodeOptions, `--max-old-space-size=${limitMb}`].filter(Boolean).join(' ');
}
