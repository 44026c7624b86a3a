import { defineDocumentType, type FieldDefs, makeSource } from 'contentlayer2/source-files';
import { contentDir } from './lib/content/content-dir';
import { frontmatterFields } from './lib/content/frontmatter';
import type { LayerCheckedFields } from './lib/content/layer-doc';

// Field definitions are derived from the one frontmatter schema in lib/, which the content check
// also uses to report every writer mistake in one run.
const fields = Object.fromEntries(
  Object.entries(frontmatterFields).map(([name, spec]) => [
    name,
    spec.type === 'list' ? { type: 'list', of: { type: 'string' }, required: spec.required } : { type: spec.type, required: spec.required },
  ]),
) as FieldDefs;

// What the content check works out of each page, which lib/content/layer-doc.ts types the documents
// with: exactly these fields, each of its type.
const checkedFields: { [Name in keyof LayerCheckedFields]: { type: 'string' | 'json'; required: boolean } } = {
  id: { type: 'string', required: true },
  path: { type: 'string', required: true },
  section: { type: 'string', required: true },
  html: { type: 'string', required: true },
  headings: { type: 'json', required: true },
  markdown: { type: 'string', required: true },
  last_changed: { type: 'string', required: false },
};

/**
 * A published page. Its documents are not read from files: the content check has read, checked
 * and rendered every page once, and hands them over as they are (lib/content/content-layer.ts),
 * so contentlayer2 never parses a page's frontmatter nor works out its route a second time. Hence
 * `data`: a document is its fields, with no body of its own to parse.
 */
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*.md',
  contentType: 'data',
  fields: { ...fields, ...checkedFields },
}));

/**
 * The schema and options of the site's content layer. Its documents come from the content check,
 * never from contentlayer2 reading the files itself (its frontmatter parser runs `---js` as code),
 * hence no default export: `contentlayer2 build` refuses this config.
 */
export const layerSchema = makeSource({
  contentDirPath: contentDir,
  documentTypes: [Doc],
  disableImportAliasWarning: true,
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
});
