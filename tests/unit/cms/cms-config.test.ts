import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { type CmsConfigInput, decapConfig, decapConfigFile, previewTemplateNames } from '@/lib/cms/decap-config';
import { cmsRepository } from '@/lib/cms/repository';
import { frontmatterFields } from '@/lib/content/frontmatter';
import { siteConfig } from '@/lib/site-config';

const input: CmsConfigInput = {
  libraries: [
    { folder: 'glossa', title: 'Glossa' },
    { folder: 'kt-runtime', title: 'KtRuntime' },
  ],
  landingTitle: 'Welcome to Phosphorous',
  contentFolder: 'content',
};

type Field = { name: string; widget: string; required?: boolean; value_type?: string; modes?: string[] };
type Collection = { name: string; label: string; folder?: string; files?: { file: string; fields: Field[] }[]; fields?: Field[]; nested?: { depth: number; subfolders: boolean }; create?: boolean };
const collections = (config: ReturnType<typeof decapConfig>) => config.collections as Collection[];

describe('the generated Decap CMS configuration', () => {
  const config = decapConfig(input);

  it('has one folder collection per library and per other docs version, over its whole folder tree, and one for the landing page', () => {
    const [landing, ...libraries] = collections(config);
    expect(landing).toMatchObject({ name: '_landing', files: [{ file: 'content/README.md' }] });
    expect(libraries.map(({ name, label, folder }) => ({ name, label, folder }))).toEqual([
      { name: 'glossa', label: 'Glossa', folder: 'content/glossa' },
      // Decap refuses a Folder with a dot in it ("1.0"), so a version's pages are saved from a collection of its own.
      { name: 'glossa-1.0', label: 'Glossa 1.0', folder: 'content/glossa/1.0' },
      { name: 'kt-runtime', label: 'KtRuntime', folder: 'content/kt-runtime' },
    ]);
    // Decap refuses the whole configuration when two collections share a name: no library folder takes the landing page's.
    const withLanding = collections(decapConfig({ ...input, libraries: [...input.libraries, { folder: 'landing', title: 'Landing' }] })).map(({ name }) => name);
    expect(new Set(withLanding).size).toBe(withLanding.length);
    for (const library of libraries) {
      expect(library.create).toBe(true);
      // Pages are files beside their folder's README.md, not one folder per page.
      expect(library.nested).toMatchObject({ subfolders: false });
      expect(library.nested!.depth).toBeGreaterThanOrEqual(4);
    }
  });

  it('tells a writer which collection holds a library’s other docs version, and says nothing of versions elsewhere', () => {
    const hints = Object.fromEntries(collections(config).slice(1).map((library) => [library.name, (library as { meta?: { path: { hint: string } } }).meta!.path.hint]));
    expect(hints.glossa).toContain('The pages of Glossa 1.0 are in a collection of their own: "Glossa 1.0".');
    expect(hints['glossa-1.0']).toBe('Folder of the page inside Glossa 1.0, such as "api", or "/" for the top; lower-case letters, digits and hyphens.');
    expect(hints['kt-runtime']).toBe('Folder of the page inside KtRuntime, such as "api", or "/" for the top; lower-case letters, digits and hyphens.');
  });

  it('refuses in the form a text the content check would refuse as too long, naming the limit', () => {
    const fields = (collections(config)[1] as unknown as { fields: { name: string; pattern?: [string, string] }[] }).fields;
    const [pattern, message] = fields.find((field) => field.name === 'title')!.pattern!;
    expect(new RegExp(pattern).test('x'.repeat(90))).toBe(true);
    expect(new RegExp(pattern).test('x'.repeat(91))).toBe(false);
    expect(message).toBe('At most 90 characters.');
  });

  it('saves an image uploaded while editing a page beside that page', () => {
    for (const collection of collections(config)) expect(collection).toMatchObject({ media_folder: '', public_folder: '' });
    expect(config.media_folder).toBe('content');
  });

  it('gives every collection the schema’s fields, with their types and required flags, then the markdown body', () => {
    const [landing, ...libraries] = collections(config);
    for (const fields of [landing!.files![0]!.fields, ...libraries.map((library) => library.fields!)]) {
      expect(fields.map(({ name, widget, required }) => ({ name, widget, required }))).toEqual([
        { name: 'title', widget: 'string', required: true },
        { name: 'description', widget: 'string', required: true },
        { name: 'sidebar_label', widget: 'string', required: false },
        { name: 'sidebar_position', widget: 'number', required: false },
        { name: 'written_for', widget: 'string', required: false },
        { name: 'redirect_from', widget: 'list', required: false },
        { name: 'body', widget: 'page-body', required: undefined },
      ]);
      // A list of one-line routes, saved as a YAML list of texts (what the redirect-routes rule reads).
      expect(fields.find((field) => field.name === 'redirect_from')).toMatchObject({ field: { widget: 'string' }, hint: expect.stringContaining('/glossa/old-name') });
      expect(fields.find((field) => field.name === 'written_for')).toMatchObject({ hint: expect.stringContaining('Paper 1.19.3, Java 17') });
      // Any number the schema accepts, 1.5 included; markdown source only, never rewritten by a rich-text editor.
      expect(fields.find((field) => field.name === 'sidebar_position')?.value_type).toBe('float');
      expect(fields.find((field) => field.name === 'body')?.modes).toEqual(['raw']);
    }
  });

  it('follows the frontmatter schema: a field added there shows up in every collection by itself', () => {
    const fields = { ...frontmatterFields, keywords: { type: 'string', required: false, description: 'search terms' } } as const;
    for (const collection of collections(decapConfig({ ...input, fields }))) {
      const names = (collection.fields ?? collection.files![0]!.fields).map((field) => field.name);
      expect(names).toEqual(['title', 'description', 'sidebar_label', 'sidebar_position', 'written_for', 'redirect_from', 'keywords', 'body']);
    }
  });

  it('edits the GitLab repository of the site config through merge requests, signing in with GitLab itself', () => {
    expect(config.backend).toEqual({
      name: 'gitlab',
      repo: 'phosphorous/phosphorous.gitlab.io',
      branch: 'main',
      base_url: 'https://gitlab.com',
      api_root: 'https://gitlab.com/api/v4',
      auth_type: 'pkce',
      preview_context: 'deploy-preview',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    const selfHosted = decapConfig({ ...input, repository: { url: 'https://git.example.org/docs/site/', branch: 'live' }, gitlabAppId: 'abc123' });
    expect(selfHosted.backend).toMatchObject({ repo: 'docs/site', branch: 'live', base_url: 'https://git.example.org', api_root: 'https://git.example.org/api/v4', app_id: 'abc123' });
  });

  it('shows the preview pane, under one template name per collection’s pages, and links a change to its deployed preview', () => {
    expect(config.editor).toEqual({ preview: true });
    expect(previewTemplateNames(config)).toEqual(['_landing', 'glossa', 'glossa-1.0', 'kt-runtime']);
    // Decap's "View preview": the merge request's commit status of this name, whose URL is the deployed preview.
    expect(config.show_preview_links).toBe(true);
  });

  it('talks to decap-server only when npm run dev gives its address, and its "View Live" is the site npm run dev serves', () => {
    expect(config).not.toHaveProperty('local_backend');
    expect(config.site_url).toBe(`${siteConfig.url}${siteConfig.basePath}`);
    const local = decapConfig({ ...input, local: { backendUrl: 'http://127.0.0.1:3002/api/v1', siteUrl: 'http://127.0.0.1:3001' } });
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:3002/api/v1' });
    expect([local.site_url, local.display_url]).toEqual(['http://127.0.0.1:3001', 'http://127.0.0.1:3001']);
  });

  it('writes nothing the content check would refuse: no empty optional field, ASCII file names', () => {
    expect(config.omit_empty_optional_fields).toBe(true);
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true });
  });

  it('is a YAML file that says it is generated', () => {
    const file = decapConfigFile(input);
    expect(file.startsWith('# Generated by lib/cms/decap-config.ts')).toBe(true);
    // gray-matter's YAML parser, standing in for Decap's.
    expect(matter(`---\n${file}---\n`).data).toEqual(JSON.parse(JSON.stringify(config)));
  });
});

describe('the repository the CMS works in', () => {
  it('is this project, with content/ inside it, as on GitLab', () => {
    expect(cmsRepository('content', '/srv/docs')).toEqual({ root: '/srv/docs', contentFolder: 'content' });
    expect(cmsRepository('tests/fixtures/site', '/srv/docs')).toEqual({ root: '/srv/docs', contentFolder: 'tests/fixtures/site' });
  });

  it('is the parent folder of a content folder outside the project (a test’s temporary copy)', () => {
    expect(cmsRepository('/tmp/cms-dev-1/content', '/srv/docs')).toEqual({ root: '/tmp/cms-dev-1', contentFolder: 'content' });
  });
});
