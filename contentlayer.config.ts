/**
 * contentlayer2 turns the content folder's markdown into the typed `Doc` documents the pages are
 * built from (`contentlayer2 build`, `contentlayer2 dev`). Its source is the content check
 * (lib/content/checked-content.ts): contentlayer2 reads only the pages the check has passed, so no
 * file it is handed can run code (gray-matter's `---js`), hang it or publish something broken.
 */
import { type ComputedFields, defineDocumentType, type FieldDefs } from 'contentlayer2/source-files';
import { makeSource } from 'contentlayer2/source-remote-files';
import { checkedPage, documentsWritten, lastChangedOf, syncCheckedContent } from './lib/content/checked-content';
import { frontmatterFields } from './lib/content/frontmatter';
import type { CheckedPage } from './lib/content/checked-page';

// Field definitions come from the one frontmatter schema in lib/, which the check also reports
// every writer mistake against, each with its file and line.
const fields = Object.fromEntries(
  Object.entries(frontmatterFields).map(([name, spec]) => [
    name,
    spec.type === 'list' ? { type: 'list', of: { type: 'string' }, required: spec.required } : { type: spec.type, required: spec.required },
  ]),
) as FieldDefs;

/** A document's file under the folder contentlayer2 reads, which is its path under the content folder. */
const fileOf = (doc: { _raw: Record<string, unknown> }) => String(doc._raw.sourceFilePath);

const fromCheck = (type: 'string' | 'json', field: keyof CheckedPage) => ({ type, resolve: (doc: { _raw: Record<string, unknown> }) => checkedPage(fileOf(doc))[field] });

/** What the check works out of each page beside its HTML. */
const computedFields = {
  id: fromCheck('string', 'id'),
  path: fromCheck('string', 'path'),
  section: fromCheck('string', 'section'),
  headings: fromCheck('json', 'headings'),
  /** ISO date of the file's last commit; empty for a file not yet committed. */
  last_changed: { type: 'string', resolve: (doc: { _raw: Record<string, unknown> }) => lastChangedOf(fileOf(doc)) ?? '' },
} satisfies ComputedFields;

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: '**/*.md',
  contentType: 'markdown',
  fields,
  computedFields,
}));

/** contentlayer2's markdown step: the page's HTML as the check rendered it with the site's pipeline. */
function renderedByCheck(this: { parser: unknown; compiler: unknown }) {
  this.parser = () => ({ type: 'root', children: [] });
  this.compiler = (_tree: unknown, file: { data: { rawDocumentData?: { sourceFilePath: string } } }) => checkedPage(file.data.rawDocumentData!.sourceFilePath).html;
}

export default makeSource({
  // Under contentlayer2's own folder: the check writes here what it passed, and nothing else does.
  contentDirPath: '.contentlayer/checked-content',
  syncFiles: syncCheckedContent,
  documentTypes: [Doc],
  markdown: (builder) => builder.use(renderedByCheck),
  onSuccess: documentsWritten,
  disableImportAliasWarning: true,
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
});
