/**
 * contentlayer2's typed `Doc` documents, generated in the content check's own process from the
 * pages it has just checked: the schema is contentlayer.config.ts's, the documents are the check's
 * pages as they are. contentlayer2 reads no file and computes nothing, so the site's pages and the
 * check cannot see a page two ways. The folder is the build's own (build-state.ts), so two builds
 * of different sites never write each other's documents.
 */
import { createHash } from 'node:crypto';
import { posix, resolve } from 'node:path';
import { type DataCache, generateDotpkg, runMain, type SourcePlugin } from 'contentlayer2/core';
import type { AbsolutePosixFilePath } from 'contentlayer2/utils';
import { Either, S } from '@contentlayer2/utils/effect';
import { layerSchema } from '../../contentlayer.config';
import { buildStateDir } from '../build/build-state';
import type { CheckedPage } from './layer-doc';

function documentOf(page: CheckedPage, lastChanged: ReadonlyMap<string, string>) {
  const { file, fields, ...checked } = page;
  const date = lastChanged.get(file);
  return {
    ...fields,
    ...checked,
    ...(date === undefined ? {} : { last_changed: date }),
    _id: file,
    _raw: {
      sourceFilePath: file,
      sourceFileName: posix.basename(file),
      sourceFileDir: posix.dirname(file),
      contentType: 'data',
      flattenedPath: file.replace(/\.md$/, ''),
    },
    type: 'Doc',
  };
}

/** Writes the layer's documents: one per published page, with its last change in git when it has one. */
export async function writeContentLayer(pages: readonly CheckedPage[], lastChanged: ReadonlyMap<string, string>): Promise<void> {
  const cacheItemsMap: DataCache.Cache['cacheItemsMap'] = {};
  for (const page of pages) {
    const document = documentOf(page, lastChanged);
    const documentHash = createHash('sha256').update(JSON.stringify(document)).digest('hex');
    cacheItemsMap[document._id] = { document, documentHash, hasWarnings: false, documentTypeName: 'Doc' };
  }
  const schema = await layerSchema(undefined);
  const source: SourcePlugin = { ...schema, fetchData: () => S.fromValue(Either.right({ cacheItemsMap })) };
  const config = { source, esbuildHash: 'content-check', filePath: resolve('contentlayer.config.ts') as AbsolutePosixFilePath };
  await runMain({ tracingServiceName: 'content-layer', verbose: false, customCwd: resolve(buildStateDir) as AbsolutePosixFilePath })(
    generateDotpkg({ config, verbose: false }),
  );
}
