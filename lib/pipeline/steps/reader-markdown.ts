import { DEPENDENCY_DIAGRAM_TITLE, describeDependencies } from '../../content/dependency-graph';
import { getDocsInSidebarOrder, getLibraryTitle } from '../../content/docs';
import { siteConfig } from '../../site-config';
import type { BuildStep } from '../context';
import { withDiagramAsText, writeReaderMarkdown } from '../export/reader-markdown';

/** Each page's Markdown copy at `<route>.md`, and llms.txt and llms-full.txt for readers' tools. */
export const readerMarkdown: BuildStep = {
  name: 'markdown for readers',
  reads: 'the documents',
  writes: 'the staging folder’s **/*.md, llms.txt, llms-full.txt',
  run(context) {
    const diagram = describeDependencies(siteConfig.libraries, getLibraryTitle);
    writeReaderMarkdown(context.stagingDir, siteConfig.title, getDocsInSidebarOrder(), (doc) =>
      doc.section === null ? withDiagramAsText(doc.markdown, DEPENDENCY_DIAGRAM_TITLE, diagram) : doc.markdown,
    );
  },
};
