import { DEPENDENCY_DIAGRAM_TITLE, describeDependencies } from '../../content/dependency-graph';
import { getDocsInSidebarOrder, getLibraryTitle, getPageBody } from '../../content/docs';
import { siteConfig } from '../../site-config';
import type { BuildStep } from '../context';
import { readerFiles, withDiagramAsText } from '../export/reader-markdown';
import { writeExportFiles } from '../export/site-pages';

/** The site's Markdown for readers' tools, by path: as the build writes it, and as `npm run dev` serves it (scripts/dev-cms.ts). */
export function siteReaderFiles(): Map<string, () => string> {
  const diagram = describeDependencies(siteConfig.libraries, getLibraryTitle);
  return readerFiles(siteConfig, getDocsInSidebarOrder(), (doc) => {
    const { markdown } = getPageBody(doc);
    return doc.section === null ? withDiagramAsText(markdown, DEPENDENCY_DIAGRAM_TITLE, diagram) : markdown;
  });
}

/** Each page's Markdown copy at `<route>.md`, and llms.txt and llms-full.txt for readers' tools. */
export const readerMarkdown: BuildStep = {
  name: 'markdown for readers',
  reads: 'the documents',
  writes: 'the staging folder’s **/*.md, llms.txt, llms-full.txt',
  run(context) {
    writeExportFiles(context.stagingDir, siteReaderFiles());
  },
};
