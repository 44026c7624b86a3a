import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { contentDir } from '../content/content-dir';
import { getAllDocs, getDocByPath, getLibraries } from '../content/docs';
import { RESERVED_ROUTES } from '../navigation/reserved-routes';
import { adminPage } from './admin-page';
import { ADMIN_SCRIPT, adminScript } from './admin-script';
import { decapBundleFiles, readDecapFile } from './decap-bundle';
import { type CmsConfigInput, decapConfig, decapConfigFile, previewTemplateNames, treeFolderKey, versionFolders } from './decap-config';
import { cmsRepository } from './repository';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const ADMIN_FILE = `${RESERVED_ROUTES.admin.slice(1)}.html`;
const FILES = RESERVED_ROUTES.cmsFiles.slice(1);

/** A file by its path in the export (`admin.html`, `cms/config.yml`), with the URL path that serves it (`/admin`, `/cms/config.yml`). */
const cmsFile = (file: string, body: () => string | Buffer) => ({
  file,
  path: file === ADMIN_FILE ? RESERVED_ROUTES.admin : `/${file}`,
  contentType: CONTENT_TYPES[extname(file)]!,
  body,
});

/** The configuration's input from the docs contentlayer2 generated: the libraries are the sidebar's, with their pages' titles. */
function generatedConfigInput(local?: CmsConfigInput['local']): CmsConfigInput {
  return {
    libraries: getLibraries().map((doc) => ({ folder: doc.section!, title: doc.title })),
    landingTitle: getDocByPath('/')!.title,
    contentFolder: cmsRepository(contentDir).contentFolder,
    local,
  };
}

/** Each folder inside a library or docs version by its key in the collection tree, named as the sidebar names its page. */
function folderTitles(hidden: readonly string[]) {
  const folders = getAllDocs().filter((doc) => doc.isIndex && doc.section && doc.id !== doc.section && !hidden.includes(doc.id));
  return Object.fromEntries(folders.map((doc) => [treeFolderKey(doc.id), doc.sidebarLabel ?? doc.title]));
}

function generatedAdminPage(): string {
  const input = generatedConfigInput();
  const hiddenFolders = versionFolders(input.libraries.map((library) => library.folder));
  return adminPage({ previewTemplates: previewTemplateNames(decapConfig(input)), contentFolder: input.contentFolder, folderTitles: folderTitles(hiddenFolders), hiddenFolders });
}

/**
 * Every file the CMS adds to the site, none of them a Next route: a route would add its name to
 * the route tree that every docs page carries. The build writes them into the export, and
 * `npm run dev` serves them beside Next's pages (scripts/dev-cms.ts), so both come from here.
 * `local`: decap-server's API and the site, in `npm run dev` only.
 */
export function cmsFiles(local?: CmsConfigInput['local']) {
  return [
    cmsFile(ADMIN_FILE, generatedAdminPage),
    cmsFile(`${FILES}/config.yml`, () => decapConfigFile(generatedConfigInput(local))),
    cmsFile(`${FILES}/${ADMIN_SCRIPT}`, adminScript),
    ...decapBundleFiles().map((name) => cmsFile(`${FILES}/${name}`, () => readDecapFile(name))),
  ];
}

export function writeCmsFiles(exportDir: string): { files: number; bytes: number } {
  let bytes = 0;
  const files = cmsFiles();
  for (const { file, body } of files) {
    const target = join(exportDir, file);
    const data = body();
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
    bytes += Buffer.byteLength(data);
  }
  return { files: files.length, bytes };
}
