import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { siteConfig } from '../../lib/site-config';

/**
 * What typo correction adds to the search dialog, gzipped: the vocabulary file of the export in
 * `site` (fetched only for a query with a word its results do not show), and the code that loads it
 * and corrects a query, bundled and minified as the dialog's chunk carries it.
 */
export async function spellingBytes(site: string): Promise<{ vocabulary: number; words: number; code: number }> {
  const text = await readFile(join(site, siteConfig.search.vocabulary));
  const bundle = await build({
    stdin: {
      contents: "export { correctQuery } from './lib/search/spelling'; export { loadVocabulary } from './components/search/load-vocabulary';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    // The site's configuration is in the dialog's bundle already.
    external: ['*/site-config'],
  });
  return { vocabulary: gzipSync(text, { level: 9 }).length, words: text.toString().split('\n').length, code: gzipSync(bundle.outputFiles[0]!.contents, { level: 9 }).length };
}
