import { defineDocumentType, type FieldDefs, type LocalDocument, makeSource } from 'contentlayer2/source-files';
import type { Processor } from 'unified';
import { LOADED_CONTENT_DIR } from './lib/content/loaded-copies';
import { frontmatterFields } from './lib/content/frontmatter';
import type { LayerComputedFields } from './lib/content/layer-doc';
import { sectionOf, sourcePathToId, sourcePathToRoute } from './lib/navigation/routes';
import { type RenderedBody, renderedBody } from './lib/content/rendered-store';

// Field definitions are derived from the one frontmatter schema in lib/, which the content
// check (scripts/build.ts) also uses to report every writer mistake in one run.
const fields = Object.fromEntries(
  Object.entries(frontmatterFields).map(([name, spec]) => [
    name,
    spec.type === 'list' ? { type: 'list', of: { type: 'string' }, required: spec.required } : { type: spec.type, required: spec.required },
  ]),
) as FieldDefs;

// Each document's fields ask for its render in turn; the last one is kept for the next field.
let last: { doc: object; body: RenderedBody } | null = null;
let renderedAgain = 0;

/** The render the content check left for this body (see lib/content/rendered-store.ts). */
function rendered(doc: LocalDocument): RenderedBody {
  if (last?.doc !== doc) {
    // A markdown document's body: contentlayer2 types its documents' fields loosely.
    const { raw } = doc.body as { raw: string };
    const { fromStore, ...body } = renderedBody(doc._raw.sourceFilePath, raw);
    if (!fromStore) renderedAgain++;
    last = { doc, body };
  }
  return last.body;
}

process.on('exit', () => {
  if (renderedAgain > 0) console.log(`contentlayer2: rendered ${renderedAgain} page(s) the content check had not rendered.`);
});

// Exactly the fields lib/content/layer-doc.ts types the documents with, each of its type.
const computedFields: { [Name in keyof LayerComputedFields]: { type: 'string' | 'json'; resolve: (doc: LocalDocument) => LayerComputedFields[Name] } } = {
  id: { type: 'string', resolve: (doc) => sourcePathToId(doc._raw.sourceFilePath) },
  path: { type: 'string', resolve: (doc) => sourcePathToRoute(doc._raw.sourceFilePath) },
  section: { type: 'string', resolve: (doc) => sectionOf(sourcePathToId(doc._raw.sourceFilePath)) ?? '' },
  html: { type: 'string', resolve: (doc) => rendered(doc).html },
  headings: { type: 'json', resolve: (doc) => rendered(doc).headings },
};

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*',
  contentType: 'markdown',
  fields,
  computedFields,
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
  contentDirPath: LOADED_CONTENT_DIR,
  markdown: skipOwnMarkdownRender,
  documentTypes: [Doc],
  disableImportAliasWarning: true,
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
});
