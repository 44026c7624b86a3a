import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTING_DIR } from './nginx-config';
import { siteConfig } from '../site-config';

/**
 * The base path an export was built for, kept beside its server rules: `npm run serve`, the local
 * nginx run and the GitLab Pages copy run in processes of their own, without the build's BASE_PATH.
 */
const BASE_PATH_FILE = 'base-path.json';

export function writeExportBasePath(exportDir: string) {
  writeFileSync(join(exportDir, HOSTING_DIR, BASE_PATH_FILE), `${JSON.stringify({ basePath: siteConfig.basePath })}\n`);
}

/** '' for an export built for the root of a domain, `/docs` for one built with BASE_PATH=/docs. */
export function exportBasePath(exportDir: string): string {
  return (JSON.parse(readFileSync(join(exportDir, HOSTING_DIR, BASE_PATH_FILE), 'utf8')) as { basePath: string }).basePath;
}
