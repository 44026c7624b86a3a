import { defineDocumentType, type FieldDefs, makeSource } from 'contentlayer2/source-files';
import type { Processor } from 'unified';
import { contentDir } from './lib/content/content-dir';
import { frontmatterFields } from './lib/content/frontmatter';
import { sectionOf, sourcePathToId, sourcePathToRoute } from './lib/content/paths';
import { renderMarkdown } from './lib/markdown/render';

// Field definitions are derived from the one frontmatter schema in lib/, which the content
// check (scripts/build.ts) also uses to report every writer mistake in one run.
const fields = Object.fromEntries(
  Object.entries(frontmatterFields).map(([name, spec]) => [name, { type: spec.type, required: spec.required }]),
) as FieldDefs;

const rendered = (doc: { body: { raw: string }; _raw: { sourceFilePath: string } }) =>
  renderMarkdown(doc.body.raw, doc._raw.sourceFilePath);

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*',
  contentType: 'markdown',
  fields,
  computedFields: {
    id: { type: 'string', resolve: (doc) => sourcePathToId(doc._raw.sourceFilePath) },
    path: { type: 'string', resolve: (doc) => sourcePathToRoute(doc._raw.sourceFilePath) },
    section: { type: 'string', resolve: (doc) => sectionOf(sourcePathToId(doc._raw.sourceFilePath)) ?? '' },
    html: { type: 'string', resolve: (doc) => rendered(doc).html },
    headings: { type: 'json', resolve: (doc) => rendered(doc).headings },
  },
}));

/**
 * contentlayer2 would render every body a second time into `body.html`, which nothing reads (the
 * `html` field above is the site's own pipeline), and every page build would then load it. This
 * builder parses and prints nothing instead.
 */
function skipOwnMarkdownRender(builder: Processor) {
  builder.use(function noRender(this: Processor) {
    this.parser = () => ({ type: 'root', children: [] });
    this.compiler = () => '';
  });
}

export default makeSource({
  contentDirPath: contentDir,
  markdown: skipOwnMarkdownRender,
  documentTypes: [Doc],
  disableImportAliasWarning: true,
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
});
