/**
 * The Decap CMS configuration behind /admin, generated from the frontmatter schema and the content
 * tree on every build (and every request in `npm run dev`), never kept by hand: a field added to
 * `frontmatterFields` or a library folder added under content/ shows up in the editor by itself.
 */
import { frontmatterFields } from '../content/frontmatter';
import { type DocVersion, libraryVersions, versionOfId } from '../navigation/versions';
import { cmsConfig, siteConfig } from '../site-config';

type FieldSchema = Readonly<Record<string, { readonly type: 'string' | 'number' | 'list'; readonly required: boolean; readonly description: string; readonly maxLength?: number }>>;

export interface CmsConfigInput {
  /** Each top-level folder of content/ with its own page, as the sidebar shows it: `glossa`, titled `Glossa`. */
  libraries: readonly { folder: string; title: string }[];
  landingTitle: string;
  /** The content folder as the repository sees it, from its root (`content`). */
  contentFolder: string;
  /** In `npm run dev` only: decap-server's API, through which /admin edits the files on disk, and the site it serves. */
  local?: { backendUrl: string; siteUrl: string };
  fields?: FieldSchema;
  repository?: { url: string; branch: string };
  gitlabAppId?: string | null;
}

/** The landing page's collection: a name no library folder can take (route-names), since Decap refuses two collections of one name. */
const LANDING_COLLECTION = '_landing';

/** Folders under a library the editor lists (the site's trees are 2–4 deep). */
const NESTED_DEPTH = 10;

/**
 * A docs version other than the default is a collection of its own (`glossa-1.0`, "Glossa 1.0"):
 * Decap refuses a Folder holding a dot ("'1.0' is not a valid path", decap-cms-core's
 * validateMetaField turns every "." into "-" before comparing), so none of its pages could be saved
 * from the library's collection, whose tree and search results leave the version out (lib/cms/admin/collection-views.ts).
 */
const versionCollectionName = (version: DocVersion) => `${version.library}-${version.id}`;

const otherVersions = (library: string) => libraryVersions(library).filter((version) => version.status !== 'default');

/** The key of a folder (by doc id) in /admin's collection tree: its collection, then the folder inside it (`glossa-1.0/api`). */
export function treeFolderKey(id: string): string {
  const version = versionOfId(id);
  return version && version.status !== 'default' ? `${versionCollectionName(version)}/${id.slice(version.folder.length + 1)}` : id;
}

/** The folders the library collections' trees leave out, by tree key: each other version's (`glossa/1.0`). */
export const versionFolders = (libraries: readonly string[]) => libraries.flatMap((library) => otherVersions(library).map((version) => version.folder));

/** Where a page goes inside a library's (or one of its versions') folder. */
function folderHint(title: string, versions: readonly DocVersion[]): string {
  const top = `Folder of the page inside ${title}, such as "api", or "/" for the top; lower-case letters, digits and hyphens.`;
  if (versions.length === 0) return top;
  const names = versions.map((version) => `"${title} ${version.label}"`).join(', ');
  return `${top} The pages of ${title} ${versions.map((version) => version.label).join(', ')} are in ${versions.length === 1 ? 'a collection' : 'collections'} of their own: ${names}.`;
}

/** `sidebar_position` → `Sidebar position`. */
const labelOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');

/** A list of one-line texts (a page's old routes): one `string` widget per item, saved as a YAML list of texts. */
const listOfTexts = (name: string) => ({ widget: 'list', field: { name, label: 'Route', widget: 'string' } });

function frontmatterWidgets(fields: FieldSchema) {
  return Object.entries(fields).map(([name, field]) => ({
    name,
    label: labelOf(name),
    // One line per text field: a line break in a title or description would reach the page as is.
    ...(field.type === 'list' ? listOfTexts(name) : { widget: field.type === 'number' ? 'number' : 'string' }),
    // The schema allows any number, so a position such as 1.5 is kept, not cut to 1.
    ...(field.type === 'number' ? { value_type: 'float' } : {}),
    required: field.required,
    // The content check's limit (field-lengths), said while the writer types rather than after a save.
    ...(field.maxLength === undefined ? {} : { pattern: [`^[\\s\\S]{0,${field.maxLength}}$`, `At most ${field.maxLength} characters.`] }),
    hint: `${field.description.charAt(0).toUpperCase()}${field.description.slice(1)}${field.maxLength === undefined ? '' : `, at most ${field.maxLength} characters`}.`,
  }));
}

/**
 * The body is edited as markdown text only, in Decap's markdown editor with an image button of the
 * site's (lib/cms/admin/). Decap's rich-text mode rewrites a body it has touched:
 * it dropped a code block's title and highlighted lines, escaped `> [!NOTE]` into `> \[!NOTE]`,
 * turned `2 * 3 * 4` into emphasis, lost a table's alignment and inlined reference links.
 */
const BODY_FIELD = { name: 'body', label: 'Body', widget: cmsConfig.bodyWidget, modes: ['raw'] };

function gitlabBackend(repository: { url: string; branch: string }, appId: string | null) {
  const { origin, pathname } = new URL(repository.url);
  return {
    name: 'gitlab',
    repo: pathname.replace(/^\/|\/$/g, ''),
    branch: repository.branch,
    base_url: origin,
    api_root: `${origin}/api/v4`,
    // Signs in with GitLab itself (PKCE), not through Netlify's OAuth server, Decap's default.
    auth_type: 'pkce',
    preview_context: cmsConfig.previewContext,
    ...(appId ? { app_id: appId } : {}),
  };
}

/**
 * An image uploaded while editing a page is saved beside the page's file, and linked as a writer
 * does by hand (`![alt](./settings.png)`, lib/cms/admin/body-widget.ts): Decap reads an empty media and public
 * folder on a collection as the entry's own folder. The build checks it like any other image.
 */
const MEDIA_BESIDE_THE_PAGE = { media_folder: '', public_folder: '' } as const;

export function decapConfig(input: CmsConfigInput) {
  const { contentFolder, fields = frontmatterFields, repository = siteConfig.repository, gitlabAppId = cmsConfig.gitlabAppId } = input;
  const widgets = [...frontmatterWidgets(fields), BODY_FIELD];
  // "View Live": in npm run dev, the site it serves, where the saved page is.
  const siteUrl = input.local?.siteUrl ?? `${siteConfig.url}${siteConfig.basePath}`;
  const pagesCollection = (name: string, title: string, folder: string, hint: string) => ({
    name,
    label: title,
    label_singular: `${title} page`,
    folder: `${contentFolder}/${folder}`,
    extension: 'md',
    format: cmsConfig.pageFormat,
    create: true,
    nested: { depth: NESTED_DEPTH, summary: '{{title}}', subfolders: false },
    meta: { path: { widget: 'string', label: 'Folder', hint } },
    sortable_fields: ['title', 'sidebar_position'],
    fields: widgets,
    ...MEDIA_BESIDE_THE_PAGE,
  });
  const libraries = input.libraries.flatMap(({ folder, title }) => [
    pagesCollection(folder, title, folder, folderHint(title, otherVersions(folder))),
    ...otherVersions(folder).map((version) => {
      const versionTitle = `${title} ${version.label}`;
      return pagesCollection(versionCollectionName(version), versionTitle, version.folder, folderHint(versionTitle, []));
    }),
  ]);
  const landing = {
    name: LANDING_COLLECTION,
    label: 'Landing page',
    format: cmsConfig.pageFormat,
    files: [{ name: LANDING_COLLECTION, label: input.landingTitle, file: `${contentFolder}/README.md`, fields: widgets }],
    ...MEDIA_BESIDE_THE_PAGE,
  };
  return {
    backend: gitlabBackend(repository, gitlabAppId),
    // Every change is a merge request: nothing reaches the branch without review and CI.
    publish_mode: 'editorial_workflow',
    ...(input.local ? { local_backend: { url: input.local.backendUrl } } : {}),
    // Decap requires a site-wide media folder, used only by its media library outside any page:
    // an upload while editing a page goes beside that page (each collection's own folders).
    media_folder: contentFolder,
    site_url: siteUrl,
    display_url: siteUrl,
    // The preview pane renders the page as the site does (lib/cms/admin/page-preview.ts).
    editor: { preview: true },
    // A merge request's "View preview" link: its pipeline's commit status named previewContext, whose URL is the deployed preview.
    show_preview_links: true,
    // An empty optional field is left out instead of written as "", which the check refuses.
    omit_empty_optional_fields: true,
    // File names become routes: lower-case ASCII letters, digits and hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [landing, ...libraries],
  };
}

/** config.yml: JSON is YAML, so no YAML writer is needed. */
export function decapConfigFile(input: CmsConfigInput): string {
  return `# Generated by lib/cms/decap-config.ts from the frontmatter schema and content/: do not edit.\n${JSON.stringify(decapConfig(input), null, 2)}\n`;
}

/** The names Decap looks a preview template up by: each folder collection's, and each file's of a files collection. */
export function previewTemplateNames(config: ReturnType<typeof decapConfig>): string[] {
  return config.collections.flatMap((collection) => ('files' in collection ? collection.files.map((file) => file.name) : [collection.name]));
}
