import { join } from 'node:path';
import type { BuildStep } from '../context';
import { precompress } from '../export/precompress';
import { writeSearchIndex } from '../export/search-index';

const SEARCH_FOLDER = 'pagefind/';

/**
 * Side by side: Pagefind keeps about one core busy, the compression the other; the search index's
 * own files are compressed once it is written. Before the hosting files, which are not served and get no copies.
 */
export const searchAndCompress: BuildStep = {
  name: 'search index and compressed copies',
  reads: 'the pages, the staging folder’s other text files',
  writes: 'the staging folder’s pagefind/, **/*.br, *.gz',
  async run({ stagingDir, made }) {
    const inMemory = new Map([...made.pages, ...made.redirectPages].map((page) => [page.file, page.html]));
    const [search, compressed] = await Promise.all([
      writeSearchIndex(stagingDir, made.pages),
      precompress(stagingDir, inMemory, (file) => file.startsWith(SEARCH_FOLDER)),
    ]);
    const searchCompressed = await precompress(join(stagingDir, SEARCH_FOLDER));
    console.log(`✔ Search index: ${search.files} HTML files, ${search.words} words in its vocabulary; the search-only copies add at most ${search.mostAdded.bytes} bytes (${search.mostAdded.file}), the pages themselves none.`);
    const files = compressed.files + searchCompressed.files;
    const bytes = compressed.bytes + searchCompressed.bytes;
    const brotli = Math.round((100 * (compressed.brotliBytes + searchCompressed.brotliBytes)) / bytes);
    console.log(`✔ Precompressed ${files} files: brotli ${brotli}% of ${bytes} bytes; gzip copies of ${compressed.gzipFiles + searchCompressed.gzipFiles} (payloads excluded).`);
  },
};
