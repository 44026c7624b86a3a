import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pagePolicy } from '../../hosting/csp';
import { inlineScriptHashes } from '../../hosting/inline-scripts';

/** One exported HTML file with the policy its scripts need. */
export interface SitePage {
  /** Path of the file inside the export, with a leading slash: `/glossa/api.html`, `/index.html`, `/404.html`. */
  file: string;
  /** Its clean URL (`/glossa/api`, `/`), or null for the not-found page, which has none. */
  route: string | null;
  scriptHashes: string[];
  policy: string;
}

export const NOT_FOUND_FILE = '/404.html';

/** `/glossa/api.html` → `/glossa/api`, `/index.html` → `/`; the site has no `x/index.html` pages. */
export function routeOfFile(file: string): string | null {
  if (file === NOT_FOUND_FILE) return null;
  if (file === '/index.html') return '/';
  return file.replace(/\.html$/, '');
}

/** A page of the export with its HTML, held for every build step that needs its text. */
export interface ExportPage extends SitePage {
  html: string;
}

/** The page in `file` with the hashes of its inline scripts, computed once, and its header policy. */
export function exportPage(file: string, html: string): ExportPage {
  const scriptHashes = inlineScriptHashes(html);
  return { file, route: routeOfFile(file), html, scriptHashes, policy: pagePolicy(file, scriptHashes) };
}

/**
 * Every HTML file of the export in `dir` (`/glossa/api.html`), sorted, each read once and passed
 * through `prepare` as it is read: a page it replaces is garbage at once, not a second copy of the
 * whole site held to the end.
 */
export function readExportPages(dir: string, prepare: (page: ExportPage) => ExportPage): ExportPage[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split('\\').join('/')}`)
    .sort()
    .map((file) => prepare(exportPage(file, readFileSync(join(dir, file), 'utf8'))));
}

/** Writes `files`, each made when asked for, by its path in the export (`/glossa.md`), into the export in `dir`. */
export function writeExportFiles(dir: string, files: ReadonlyMap<string, () => string>): void {
  for (const [route, text] of files) {
    const path = join(dir, route);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text());
  }
}
