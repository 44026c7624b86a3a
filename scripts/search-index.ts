/**
 * Build step: the Pagefind index of the export in the folder given (lib/build/search-index.ts).
 * Its own process, so the build runs it in a process group like its other steps.
 * Usage: node --import tsx scripts/search-index.ts <export dir>
 */
import { writeSearchIndex } from '../lib/build/search-index';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: scripts/search-index.ts <export dir>');
const { files, mostAdded } = await writeSearchIndex(dir);
console.log(`✔ Search index: ${files} HTML files read; the search-only copies add at most ${mostAdded.bytes} bytes (${mostAdded.file}), the pages themselves none.`);
